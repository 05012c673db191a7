import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttendanceMonth } from '@academy/contract/timetable';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { useAttendanceSummary } from '../api/timetable';

/**
 * A student's attendance: the percentage so far, a chart of the last months, then month by
 * month (the latest first, the chart's text), for
 * the student's own home and their parent's. With `hideWhenNone`, nothing at all (nor what
 * `wrap` puts around it, a heading) before a first class is marked, so a student who only buys
 * courses sees no empty box.
 */
export function AttendanceSummary({
  studentId,
  hideWhenNone = false,
  wrap = (summary) => summary,
}: {
  studentId: string;
  hideWhenNone?: boolean;
  wrap?: (summary: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const summary = useAttendanceSummary(studentId);
  const monthName = useDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = useDateFormat({ month: 'short', timeZone: 'UTC' });
  if (summary.isPending) return hideWhenNone ? null : <Spinner label={t`Loading attendance`} />;
  if (summary.isError) return hideWhenNone ? null : <LoadError error={summary.error} />;
  const { overall, months } = summary.data;
  if (overall.marked === 0) {
    return hideWhenNone ? null : (
      <p className="text-muted-foreground">
        <Trans>No classes marked yet.</Trans>
      </p>
    );
  }
  return wrap(
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <Tally label={t`So far`} month={overall} large />
      {months.length > 1 && (
        <LazyBarChart
          title={t`Attendance by month`}
          columns={[t`Month`, t`Attendance`]}
          max={100}
          // The chart reads left to right in time: the last six months.
          points={months
            .slice(0, 6)
            .reverse()
            .map((m) => ({
              label: shortMonth.format(new Date(`${m.month}-01`)),
              value: m.percent ?? 0,
              shown: `${m.percent ?? 0}%`,
            }))}
        />
      )}
      <ul className="grid gap-2 border-t pt-3" aria-label={t`Attendance by month`}>
        {months.map((m) => (
          <li key={m.month}>
            <Tally label={monthName.format(new Date(`${m.month}-01`))} month={m} />
          </li>
        ))}
      </ul>
    </div>,
  );
}

function Tally({
  label,
  month,
  large = false,
}: {
  label: string;
  month: AttendanceMonth;
  large?: boolean;
}) {
  const { percent, present, late, absent, marked } = month;
  const attended = present + late;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className={large ? 'font-semibold' : 'text-sm font-medium'}>
        {label}:{' '}
        <span className={large ? 'text-2xl' : undefined}>
          <Trans>
            {percent}% ({attended} of {marked} classes)
          </Trans>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          {present} present · {late} late · {absent} absent
        </Trans>
      </p>
    </div>
  );
}
