import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, PlayCircle } from 'lucide-react';
import { academyToday, addDays, mondayOf } from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session';
import { useWeek } from '../api/timetable';
import { CalendarFeed } from '../components/calendar-feed';
import { useDayFormat, WeekView } from '../components/week-view';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /timetable: the week's classes of the batches the user is in, teaches or (a parent) whose
 * children are in; the week in the address, so it can be shared and the Back button works.
 */
export function TimetablePage() {
  const { t } = useLingui();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const monday = mondayOf(asked && ISO_DATE.test(asked) ? asked : academyToday());
  const week = useWeek(monday);
  const dayOf = useDayFormat();
  const canRun = user?.roles === ROLES.teacher || user?.roles === ROLES.admin;
  const go = (date: string) => setParams(date === mondayOf(academyToday()) ? {} : { week: date });
  const from = dayOf(monday);
  const to = dayOf(addDays(monday, 6));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Timetable</Trans>
        </h1>
        <nav aria-label={t`Weeks`} className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => go(addDays(monday, -7))}>
            <ChevronLeft aria-hidden="true" /> <Trans>Previous week</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(mondayOf(academyToday()))}>
            <Trans>This week</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(addDays(monday, 7))}>
            <Trans>Next week</Trans> <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Trans>
            {from} to {to}
          </Trans>
        </p>
      </header>
      {week.isPending ? (
        <Spinner label={t`Loading the timetable`} />
      ) : week.isError ? (
        <LoadError error={week.error} />
      ) : week.data.days.every((d) => d.classes.length === 0) ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          <Trans>No classes this week.</Trans>
        </p>
      ) : (
        <WeekView week={week.data} canRun={canRun} showBatch />
      )}
      <Link
        to="/recordings"
        className="flex w-fit items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <PlayCircle aria-hidden="true" className="size-5" /> <Trans>Class recordings</Trans>
      </Link>
      <CalendarFeed />
    </div>
  );
}
