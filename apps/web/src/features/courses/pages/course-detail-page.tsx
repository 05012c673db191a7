import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BookOpen, Clock, Globe, GraduationCap, Star, Users } from 'lucide-react';
import { lessonsOf, type CourseDetail, type Lesson } from '@academy/contract/course-display';
import { COURSE_COVER_SIZES } from '@academy/contract/image-sources';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { isFree, paiseToRupees } from '@academy/contract/money';
import { CoverImage } from '@/components/cover-image';
import { LoadingBlock } from '@/components/loading-block';
import { siteNameOf, useSiteConfig } from '@/lib/site-config';
import { useSiteOrigin } from '@/lib/site-origin';
import { COURSE_LEVEL_NAMES, COURSE_TABLE, courseDuration } from '@/lib/i18n/messages/courses';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useCourse } from '../api/get-course';
import { LessonRow } from '../components/lesson-row';
import { PreviewPlayer } from '../components/preview-player';

/** schema.org Course data for search engines. */
function CourseJsonLd({ course, siteName }: { course: CourseDetail; siteName: string }) {
  const origin = useSiteOrigin();
  /* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary, not text to read */
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.shortDescription || course.description.slice(0, 200),
    inLanguage: course.language,
    image: course.courseThumbnail,
    provider: { '@type': 'Organization', name: siteName, sameAs: origin },
    offers: {
      '@type': 'Offer',
      category: isFree(course) ? 'Free' : 'Paid',
      price: paiseToRupees(course.pricePaise),
      priceCurrency: 'INR',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${course.duration}M`,
    },
    ...(course.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating,
            ratingCount: course.ratingCount,
          },
        }
      : {}),
  };
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <script
      type="application/ld+json"
      // JSON in a data block: "<" escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

interface CourseDetailPageProps {
  /** The Buy Now / Enrol Now / Continue learning control, supplied by the route. */
  renderAction: (course: CourseDetail) => ReactNode;
}

/** /course/:id (product §2.4) with real figures only. */
export function CourseDetailPage({ renderAction }: CourseDetailPageProps) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const query = useCourse(id);
  const siteName = siteNameOf(useSiteConfig());
  const [preview, setPreview] = useState<(Lesson & { videoId: string }) | null>(null);
  const previewRef = useRef<HTMLElement>(null);
  // A preview starts where the course image was: bring it into view and give it the focus.
  useEffect(() => {
    if (!preview) return;
    previewRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    previewRef.current?.focus({ preventScroll: true });
  }, [preview]);
  useEffect(() => {
    if (query.data) document.title = `${query.data.title} · ${siteName}`;
  }, [query.data, siteName]);

  if (query.isPending) return <LoadingBlock label={t`Loading course`} className="py-24" />;
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{i18n._(COURSE_TABLE.descriptors.detailError)}</h1>
        <p className="mt-2 text-muted-foreground">
          {i18n._(COURSE_TABLE.descriptors.detailErrorText)}
        </p>
      </div>
    );

  const course = query.data;
  const lessons = lessonsOf(course.courseContent);
  const ratings = course.ratingCount;
  const ratingsForm = pluralForm(i18n, ratings);
  const ratingCount = formatCount(ratings);
  const students = course.enrolledUserCount;
  const studentsForm = pluralForm(i18n, students);
  const studentCount = formatCount(students);
  const modules = course.moduleCount;
  const modulesForm = pluralForm(i18n, modules);
  const moduleCount = formatCount(modules);
  const lessonTotal = lessons.length;
  const lessonsForm = pluralForm(i18n, lessonTotal);
  const lessonCount = formatCount(lessonTotal);
  const moduleText = t`${select(modulesForm, { one: `${moduleCount} module`, other: `${moduleCount} modules` })}`;
  const lessonText = t`${select(lessonsForm, { one: `${lessonCount} lesson`, other: `${lessonCount} lessons` })}`;
  const duration = courseDuration(i18n, course.duration);
  const level = i18n._(COURSE_LEVEL_NAMES[course.level]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-10 lg:pb-10">
      <CourseJsonLd course={course} siteName={siteName} />
      <div className="grid gap-10 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-8">
          <header className="grid gap-3">
            <ul className="flex flex-wrap gap-2" aria-label={t`Tags`}>
              {course.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                >
                  {tag}
                </li>
              ))}
            </ul>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{course.title}</h1>
            <p className="text-lg text-muted-foreground">{course.shortDescription}</p>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {course.rating !== null && (
                <li className="flex items-center gap-1">
                  <Star aria-hidden="true" className="size-4" /> {course.rating} (
                  {t`${select(ratingsForm, { one: `${ratingCount} rating`, other: `${ratingCount} ratings` })}`}
                  )
                </li>
              )}
              {course.enrolledUserCount > 0 && (
                <li className="flex items-center gap-1">
                  <Users aria-hidden="true" className="size-4" />
                  {t`${select(studentsForm, { one: `${studentCount} student`, other: `${studentCount} students` })}`}
                </li>
              )}
              <li className="flex items-center gap-1">
                <Globe aria-hidden="true" className="size-4" /> {course.language}
              </li>
            </ul>
          </header>
          {preview ? (
            <PreviewPlayer ref={previewRef} lesson={preview} onClose={() => setPreview(null)} />
          ) : (
            <CoverImage
              src={course.courseThumbnail}
              icon={GraduationCap}
              hint={course.title}
              width={960}
              height={540}
              sizes={COURSE_COVER_SIZES}
              priority
              className="rounded-lg"
            />
          )}
          <section aria-labelledby="about-heading" className="grid gap-3">
            <h2 id="about-heading" className="text-2xl font-semibold">
              <Trans>About this course</Trans>
            </h2>
            <p className="whitespace-pre-line">{course.description}</p>
          </section>
          <section aria-labelledby="content-heading" className="grid gap-3">
            <h2 id="content-heading" className="text-2xl font-semibold">
              <Trans>Course content</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              {moduleText} · {lessonText} · {duration}
            </p>
            <ol className="grid gap-3">
              {course.courseContent.map((item, i) =>
                item.type === 'playlist' ? (
                  <li key={i} className="rounded-lg border p-4">
                    <h3 className="font-semibold">{item.title}</h3>
                    <ol className="divide-y">
                      {item.videos.map((v) => (
                        <LessonRow key={v.id} lesson={v} onPreview={setPreview} />
                      ))}
                    </ol>
                  </li>
                ) : (
                  <li key={i} className="rounded-lg border px-4">
                    <ol>
                      <LessonRow lesson={item.video} onPreview={setPreview} />
                    </ol>
                  </li>
                ),
              )}
            </ol>
          </section>
          {course.prerequisites.length > 0 && (
            <section aria-labelledby="req-heading" className="grid gap-3">
              <h2 id="req-heading" className="text-2xl font-semibold">
                <Trans>Requirements</Trans>
              </h2>
              <ul className="list-disc pl-6">
                {course.prerequisites.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          )}
          {course.faq.length > 0 && (
            <section aria-labelledby="faq-heading" className="grid gap-3">
              <h2 id="faq-heading" className="text-2xl font-semibold">
                <Trans>Frequently asked questions</Trans>
              </h2>
              <div className="divide-y rounded-lg border">
                {course.faq.map((f) => (
                  <details key={f.question} className="group p-4">
                    <summary className="cursor-pointer font-medium">{f.question}</summary>
                    <p className="mt-2 text-muted-foreground">{f.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          )}
        </div>
        {/* On a phone the price and the action stick to the bottom of the screen while the
            course is read, and come to rest after it, never over the footer. */}
        <aside
          aria-label={t`Enrolment`}
          className="sticky bottom-0 z-30 -mx-4 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:top-24 lg:bottom-auto lg:z-auto lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
        >
          <div className="flex items-center justify-between gap-4 lg:grid lg:gap-4 lg:rounded-lg lg:border lg:bg-card lg:p-6 lg:text-card-foreground lg:shadow-sm">
            <p className="text-2xl font-bold lg:text-3xl">
              {isFree(course) ? t`Free` : formatRupees(course.pricePaise)}
            </p>
            {renderAction(course)}
            <ul className="hidden gap-2 text-sm lg:grid">
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                <Trans>{duration} of content</Trans>
              </li>
              <li className="flex items-center gap-2">
                <BookOpen aria-hidden="true" className="size-4" />
                <Trans>
                  {lessonText} in {moduleText}, level: <span className="capitalize">{level}</span>
                </Trans>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
