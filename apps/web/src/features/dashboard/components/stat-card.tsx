import { useId, type ReactNode } from 'react';
import type { StatFigure } from '@academy/contract/dashboard';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  figure: StatFigure;
  /** How a value is written (a count, rupees). */
  format: (value: number) => string;
  /** "the previous 7 days" */
  previousLabel: string;
  icon: ReactNode;
}

function trendText(figure: StatFigure, format: (value: number) => string, previous: string) {
  const { current, previous: before } = figure;
  if (current === before) return `Same as ${previous} (${format(before)})`;
  const direction = current > before ? 'Up' : 'Down';
  const percent =
    before === 0 ? '' : ` ${Math.round((Math.abs(current - before) / before) * 100)}%`;
  return `${direction}${percent} from ${format(before)} in ${previous}`;
}

/** One figure of the range, with the same figure of the period before it. */
export function StatCard({ label, figure, format, previousLabel, icon }: StatCardProps) {
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
        {trendText(figure, format, previousLabel)}
      </p>
    </article>
  );
}
