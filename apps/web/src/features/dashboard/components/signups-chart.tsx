import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import type { DashboardStats } from '@academy/contract/dashboard';
import { formatCount } from '@academy/contract/indian-numbers';
import { useDateFormat } from '@/lib/i18n/formats';
import { pluralForm } from '@/lib/i18n/plural-form';

/** The day's format: already India's day (YYYY-MM-DD), so written as it stands, in UTC. */
const DAY = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

/**
 * Sign-ups per day as plain SVG bars (no chart library: the JavaScript budget is tight). The
 * drawing is hidden from assistive technology; a summary and a table say the same in words.
 */
export function SignupsChart({ days }: { days: DashboardStats['signupsPerDay'] }) {
  const { t, i18n } = useLingui();
  const dayFormat = useDateFormat(DAY);
  /** A YYYY-MM-DD day as "5 Mar". */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not text
  const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const peak = Math.max(0, ...days.map((d) => d.count));
  const max = Math.max(1, peak);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0]!);
  const slot = WIDTH / days.length;
  const barWidth = Math.max(1, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const first = days[0]!;
  const last = days.at(-1)!;
  const from = formatDay(first.date);
  const to = formatDay(last.date);
  const busiestDay = formatDay(busiest.date);
  const busiestCount = busiest.count;
  const totalForm = pluralForm(i18n, total);
  const signupCount = formatCount(total);
  const summary =
    total === 0
      ? t`No sign-ups from ${from} to ${to}.`
      : t`${select(totalForm, { one: `${signupCount} sign-up`, other: `${signupCount} sign-ups` })} from ${from} to ${to}; the busiest day was ${busiestDay} with ${busiestCount}.`;

  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full text-primary"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={plot + 0.5}
          y2={plot + 0.5}
          className="stroke-border"
          strokeWidth={1}
        />
        {days.map((d, i) => {
          const height = (d.count / max) * (plot - 4);
          return (
            <rect
              key={d.date}
              x={i * slot + (slot - barWidth) / 2}
              y={plot - height}
              width={barWidth}
              height={height}
              rx={Math.min(2, barWidth / 4)}
              className="fill-current"
            >
              <title>{`${formatDay(d.date)}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div
        aria-hidden="true"
        className="flex justify-between text-xs text-muted-foreground tabular-nums"
      >
        <span>{formatDay(first.date)}</span>
        <span>
          <Trans>Most in a day: {peak}</Trans>
        </span>
        <span>{formatDay(last.date)}</span>
      </div>
      {/* In a div: a table will not shrink to sr-only's 1 px and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>
            <Trans>Sign-ups per day</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Sign-ups</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
