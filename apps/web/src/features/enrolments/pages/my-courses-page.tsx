import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { GraduationCap } from 'lucide-react';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { useMyCourses } from '../api/get-my-courses';
import { ProgressBar } from '@/components/progress-bar';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';

/** /student/my-courses: the courses the student is enrolled in, with their progress. */
export function MyCoursesPage() {
  const { t, i18n } = useLingui();
  const query = useMyCourses();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">
        <Trans>My courses</Trans>
      </h1>
      {query.isPending ? (
        <LoadingBlock label={t`Loading your courses`} />
      ) : query.isError ? (
        <RetryBlock
          message={i18n._(COURSE_TABLE.descriptors.myCoursesError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">
            {i18n._(COURSE_TABLE.descriptors.myCoursesEmpty)}
          </h2>
          <p className="text-muted-foreground">
            {i18n._(COURSE_TABLE.descriptors.myCoursesEmptyText)}
          </p>
          <Button asChild>
            <Link to="/courses">
              <Trans>Browse courses</Trans>
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Enrolled courses`}>
          {query.data.map((course) => {
            const title = course.title;
            return (
              <li
                key={course._id}
                className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
              >
                <CoverImage
                  src={course.courseThumbnail}
                  icon={GraduationCap}
                  hint={course.title}
                  width={480}
                  height={270}
                />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <h2 className="text-lg font-semibold">{course.title}</h2>
                  <ProgressBar value={course.progress} label={t`Progress in ${title}`} />
                  <Button asChild className="mt-auto">
                    <Link
                      to={`/student/my-courses/${course._id}`}
                      aria-label={t`Continue ${title}`}
                    >
                      <Trans>Continue</Trans>
                    </Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
