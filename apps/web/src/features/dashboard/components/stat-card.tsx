import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StatFigure } from '@academy/contract/dashboard';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  figure: StatFigure;
  /** How a value is written (a count, rupees). */
  format: (value: number) => string;
  /** The range's length: the figure is compared with as many days before it. */
  days: number;
  icon: ReactNode;
}

/** How the figure compares with the same days before them, in the page's language. */
function useTrendText(figure: StatFigure, format: (value: number) => string, days: number) {
  const { t } = useLingui();
  const { current, previous } = figure;
  const before = format(previous);
  if (current === previous) return t`Same as the previous ${days} days (${before})`;
  const percent = Math.round((Math.abs(current - previous) / Math.max(previous, 1)) * 100);
  if (current > previous)
    return previous === 0
      ? t`Up from ${before} in the previous ${days} days`
      : t`Up ${percent}% from ${before} in the previous ${days} days`;
  return t`Down ${percent}% from ${before} in the previous ${days} days`;
}

/** One figure of the range, with the same figure of the period before it. */
export function StatCard({ label, figure, format, days, icon }: StatCardProps) {
  const trend = useTrendText(figure, format, days);
  const isUp = figure.current > figure.previous;
  const isDown = figure.current < figure.previous;
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </h2>
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="text-2xl font-bold tabular-nums">{format(figure.current)}</p>
      <p
        className={cn(
          'text-xs text-muted-foreground',
          isUp && 'text-emerald-700 dark:text-emerald-400',
          isDown && 'text-destructive',
        )}
      >
        {trend}
      </p>
    </article>
  );
}
