import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { DashboardStats } from '@academy/contract/dashboard';

/** The courses with the most enrollments in the range, most first. */
export function TopCourses({ courses }: { courses: DashboardStats['topCourses'] }) {
  const { t } = useLingui();
  if (courses.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No enrollments in this period.</Trans>
      </p>
    );
  const max = courses[0]!.enrollments;
  return (
    <ol className="grid gap-3" aria-label={t`Top courses`}>
      {courses.map((c) => (
        <li key={c.courseId} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link to={`/course/${c.courseId}`} className="font-medium hover:underline">
              {c.title}
            </Link>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {t`${plural(c.enrollments, { one: '# enrollment', other: '# enrollments' })}`}
            </span>
          </div>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(c.enrollments / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
