import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { academyToday } from '@academy/contract/academy-calendar';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useWeek } from '../api/timetable';
import { ClassCard } from './class-card';

/**
 * "Today" on a home page: today's classes of the user's batches, or nothing at all for a user
 * without a batch (`hideWhenNone`), so a student who only buys courses sees no empty box.
 */
export function TodayClasses({
  canRun = false,
  hideWhenNone = false,
}: {
  canRun?: boolean;
  hideWhenNone?: boolean;
}) {
  const { t } = useLingui();
  const today = academyToday();
  const week = useWeek(undefined);
  const classes = week.data?.days.find((d) => d.date === today)?.classes ?? [];
  const hasAny = week.data?.days.some((d) => d.classes.length > 0) ?? false;
  if (hideWhenNone && (week.isPending || week.isError || !hasAny)) return null;
  return (
    <section aria-labelledby="today-classes" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-classes" className="text-xl font-semibold tracking-tight">
          <Trans>Today’s classes</Trans>
        </h2>
        <Link
          to="/timetable"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Week’s timetable</Trans>
        </Link>
      </div>
      {week.isPending ? (
        <Spinner label={t`Loading today’s classes`} />
      ) : week.isError ? (
        <LoadError error={week.error} />
      ) : classes.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No classes today.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Today’s classes`}>
          {classes.map((c) => (
            <li key={c.key}>
              <ClassCard occurrence={c} canRun={canRun} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
