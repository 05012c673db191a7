import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Award, BookOpen, Clock, Globe, Star, Users, Video } from 'lucide-react';
import {
  COURSE_MESSAGES,
  formatCourseDuration,
  lessonsOf,
  type CourseDetail,
  type Lesson,
} from '@academy/contract/course-display';
import { countOf, formatRupees } from '@academy/contract/indian-numbers';
import { Spinner } from '@/components/ui/spinner';
import { siteNameOf, useSiteConfig } from '@/features/site-config/api/get-site-config';
import { useSiteOrigin } from '@/lib/site-origin';
import { useCourse } from '../api/get-course';

const minutes = (seconds: number) =>
  seconds ? `${Math.max(1, Math.round(seconds / 60))} min` : '';

/** schema.org Course data for search engines. */
function CourseJsonLd({ course, siteName }: { course: CourseDetail; siteName: string }) {
  const origin = useSiteOrigin();
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
      category: course.isFree ? 'Free' : 'Paid',
      price: course.price,
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
  return (
    <script
      type="application/ld+json"
      // JSON in a data block: "<" escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

function LessonRow({ lesson }: { lesson: Lesson }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="flex items-center gap-2">
        <Video aria-hidden="true" className="size-4 text-muted-foreground" />
        {lesson.title}
        {lesson.freePreview && (
          <span className="rounded bg-secondary px-1.5 text-xs text-secondary-foreground">
            Preview
          </span>
        )}
      </span>
      <span className="text-muted-foreground">{minutes(lesson.duration)}</span>
    </li>
  );
}

interface CourseDetailPageProps {
  /** The Buy Now / Enroll Now / Continue learning control, supplied by the route. */
  renderAction: (course: CourseDetail) => ReactNode;
}

/** /course/:id (spec §2.7) with real figures only. */
export function CourseDetailPage({ renderAction }: CourseDetailPageProps) {
  const { id = '' } = useParams();
  const query = useCourse(id);
  const siteName = siteNameOf(useSiteConfig());
  useEffect(() => {
    if (query.data) document.title = `${query.data.title} · ${siteName}`;
  }, [query.data, siteName]);

  if (query.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading course" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{COURSE_MESSAGES.detailError}</h1>
        <p className="mt-2 text-muted-foreground">{COURSE_MESSAGES.detailErrorText}</p>
      </div>
    );

  const course = query.data;
  const lessons = lessonsOf(course.courseContent);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <CourseJsonLd course={course} siteName={siteName} />
      <div className="grid gap-10 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-8">
          <header className="grid gap-3">
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
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
                  {countOf(course.ratingCount, 'rating')})
                </li>
              )}
              {course.enrolledUserCount > 0 && (
                <li className="flex items-center gap-1">
                  <Users aria-hidden="true" className="size-4" />
                  {countOf(course.enrolledUserCount, 'student')}
                </li>
              )}
              <li className="flex items-center gap-1">
                <Globe aria-hidden="true" className="size-4" /> {course.language}
              </li>
            </ul>
          </header>
          <img
            src={course.courseThumbnail}
            alt=""
            width={960}
            height={540}
            className="aspect-video w-full rounded-lg bg-muted object-cover"
          />
          <section aria-labelledby="about-heading" className="grid gap-3">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About this course
            </h2>
            <p className="whitespace-pre-line">{course.description}</p>
          </section>
          <section aria-labelledby="content-heading" className="grid gap-3">
            <h2 id="content-heading" className="text-2xl font-semibold">
              Course content
            </h2>
            <p className="text-sm text-muted-foreground">
              {course.moduleCount} {course.moduleCount === 1 ? 'module' : 'modules'} ·{' '}
              {lessons.length} {lessons.length === 1 ? 'lesson' : 'lessons'}
            </p>
            <ol className="grid gap-3">
              {course.courseContent.map((item, i) =>
                item.type === 'playlist' ? (
                  <li key={i} className="rounded-lg border p-4">
                    <h3 className="font-semibold">{item.title}</h3>
                    <ol className="divide-y">
                      {item.videos.map((v) => (
                        <LessonRow key={v.id} lesson={v} />
                      ))}
                    </ol>
                  </li>
                ) : (
                  <li key={i} className="rounded-lg border px-4">
                    <ol>
                      <LessonRow lesson={item.video} />
                    </ol>
                  </li>
                ),
              )}
            </ol>
          </section>
          {course.prerequisites.length > 0 && (
            <section aria-labelledby="req-heading" className="grid gap-3">
              <h2 id="req-heading" className="text-2xl font-semibold">
                Requirements
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
                Frequently asked questions
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
        <aside aria-label="Enrollment" className="lg:sticky lg:top-24 lg:self-start">
          <div className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
            <p className="text-3xl font-bold">
              {course.isFree ? 'Free' : formatRupees(course.pricePaise)}
            </p>
            {renderAction(course)}
            <ul className="grid gap-2 text-sm">
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                {formatCourseDuration(course.duration)} of content
              </li>
              <li className="flex items-center gap-2">
                <BookOpen aria-hidden="true" className="size-4" />
                {course.moduleCount} {course.moduleCount === 1 ? 'module' : 'modules'}, level:{' '}
                <span className="capitalize">{course.level}</span>
              </li>
              <li className="flex items-center gap-2">
                <Award aria-hidden="true" className="size-4" />
                Certificate of completion
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
