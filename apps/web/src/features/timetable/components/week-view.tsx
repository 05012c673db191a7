import { Trans, useLingui } from '@lingui/react/macro';
import { academyToday } from '@academy/contract/academy-calendar';
import type { WeekView as Week } from '@academy/contract/timetable';
import { useDateFormat } from '@/lib/i18n/formats';
import { cn } from '@/lib/utils';
import { ClassCard } from './class-card';

/** A date as a heading: "Mon, 23 Nov" in the page's language. */
export function useDayFormat() {
  const format = useDateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  // A date alone (YYYY-MM-DD) is read as midnight UTC, shown in UTC: the same day everywhere.
  return (date: string) => format.format(new Date(date));
}

interface WeekViewProps {
  week: Week;
  canRun: boolean;
  showBatch: boolean;
}

/**
 * Monday to Sunday, one day under the other (a phone reads down, not across); today is marked,
 * and a day without classes says so in a line.
 */
export function WeekView({ week, canRun, showBatch }: WeekViewProps) {
  const { t } = useLingui();
  const dayOf = useDayFormat();
  const today = academyToday();
  return (
    <ol aria-label={t`Days of the week`} className="grid gap-4">
      {week.days.map(({ date, classes }) => {
        const isToday = date === today;
        const day = dayOf(date);
        return (
          <li key={date} aria-current={isToday ? 'date' : undefined} className="grid gap-2">
            <h2
              className={cn(
                'flex items-baseline gap-2 text-base font-semibold',
                isToday && 'text-primary',
              )}
            >
              {day}
              {isToday && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                  <Trans>Today</Trans>
                </span>
              )}
            </h2>
            {classes.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No classes</Trans>
              </p>
            ) : (
              <ul className="grid gap-2" aria-label={t`Classes on ${day}`}>
                {classes.map((c) => (
                  <li key={c.key}>
                    <ClassCard occurrence={c} canRun={canRun} showBatch={showBatch} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
