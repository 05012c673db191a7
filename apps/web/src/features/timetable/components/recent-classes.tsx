import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { academyToday, addDays, mondayOf } from '@academy/contract/academy-calendar';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useWeek } from '../api/timetable';
import { useDayFormat } from './week-view';

/** How many of a batch's latest classes its card lists. */
const RECENT = 6;

/**
 * A batch's classes of this week and the last, up to today, the latest first: each a link to
 * its register, so a teacher reaches last Friday's on a day with no class.
 */
export function RecentClasses({ batchId, batchName }: { batchId: string; batchName: string }) {
  const { t } = useLingui();
  const dayOf = useDayFormat();
  const today = academyToday();
  const thisWeek = useWeek(mondayOf(today), batchId);
  const lastWeek = useWeek(addDays(mondayOf(today), -7), batchId);
  if (thisWeek.isPending || lastWeek.isPending) {
    return <Spinner label={t`Loading the classes of ${batchName}`} />;
  }
  if (thisWeek.isError) return <LoadError error={thisWeek.error} />;
  if (lastWeek.isError) return <LoadError error={lastWeek.error} />;
  const classes = [...lastWeek.data.days, ...thisWeek.data.days]
    .filter((d) => d.date <= today)
    .flatMap((d) => d.classes)
    .filter((c) => !c.cancelled)
    .reverse()
    .slice(0, RECENT);
  if (classes.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No classes in the last two weeks.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-1" aria-label={t`Recent classes of ${batchName}`}>
      {classes.map((c) => {
        const subject = c.subject;
        const day = dayOf(c.date);
        return (
          <li key={c.key}>
            <Link
              to={`/classes/${c.key}`}
              className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 rounded-md px-2 py-1 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-medium break-words">
                <Trans>
                  {subject}, {day}
                </Trans>
              </span>
              <span className="flex items-center gap-1 text-muted-foreground">
                <ClipboardCheck aria-hidden="true" className="size-4" />
                {c.marked ? <Trans>Attendance taken</Trans> : <Trans>Take attendance</Trans>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
