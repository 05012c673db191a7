import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { DashboardStats } from '@academy/contract/dashboard';
import { formatCount } from '@academy/contract/indian-numbers';
import { pluralForm } from '@/lib/i18n/plural-form';

/** The courses with the most enrolments in the range, most first. */
export function TopCourses({ courses }: { courses: DashboardStats['topCourses'] }) {
  const { t, i18n } = useLingui();
  if (courses.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No enrolments in this period.</Trans>
      </p>
    );
  const max = courses[0]!.enrolments;
  return (
    <ol className="grid gap-3" aria-label={t`Top courses`}>
      {courses.map((c) => {
        const enrolmentsForm = pluralForm(i18n, c.enrolments);
        const enrolmentCount = formatCount(c.enrolments);
        return (
          <li key={c.courseId} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <Link to={`/course/${c.courseId}`} className="font-medium hover:underline">
                {c.title}
              </Link>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {t`${select(enrolmentsForm, { one: `${enrolmentCount} enrolment`, other: `${enrolmentCount} enrolments` })}`}
              </span>
            </div>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${(c.enrolments / max) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
