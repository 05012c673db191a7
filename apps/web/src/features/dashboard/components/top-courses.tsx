import { Link } from 'react-router';
import type { DashboardStats } from '@academy/contract/dashboard';

/** The courses with the most enrollments in the range, most first. */
export function TopCourses({ courses }: { courses: DashboardStats['topCourses'] }) {
  if (courses.length === 0)
    return <p className="text-sm text-muted-foreground">No enrollments in this period.</p>;
  const max = courses[0]!.enrollments;
  return (
    <ol className="grid gap-3" aria-label="Top courses">
      {courses.map((c) => (
        <li key={c.courseId} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link to={`/course/${c.courseId}`} className="font-medium hover:underline">
              {c.title}
            </Link>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {c.enrollments} enrollment{c.enrollments === 1 ? '' : 's'}
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
