import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MyCourse } from '@academy/contract/course-display';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';

/** Enrolled courses with their progress and the lesson each continues at. */
export function CourseProgressList({ courses }: { courses: MyCourse[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4" aria-label={t`My courses`}>
      {courses.map((course) => {
        const title = course.title;
        const next = course.resume?.title;
        return (
          <li
            key={course._id}
            className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-2">
              <h3 className="font-semibold">{course.title}</h3>
              {course.resume && course.progress < 100 && (
                <p className="truncate text-sm text-muted-foreground">
                  <Trans>Next: {next}</Trans>
                </p>
              )}
              <ProgressBar value={course.progress} label={t`Progress in ${title}`} />
            </div>
            <Button asChild>
              <Link to={`/student/my-courses/${course._id}`} aria-label={t`Continue ${title}`}>
                <Trans>Continue</Trans>
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
