import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatClock } from '../lib/format';
import { PaletteDrawer } from './palette-drawer';

interface TestBarProps {
  title: string;
  remaining: number;
  /** Said to screen readers as the end nears. */
  announcement: string;
  isFinishing: boolean;
  onSubmit: () => void;
  palette: ComponentProps<typeof PaletteDrawer>;
}

/**
 * The exam screen's only chrome, kept in view: the paper's title, the clock and Submit, and on a
 * phone the palette's button. Two rows on a phone, one on a laptop.
 */
export function TestBar({
  title,
  remaining,
  announcement,
  isFinishing,
  onSubmit,
  palette,
}: TestBarProps) {
  const { t } = useLingui();
  const isLowTime = remaining <= 60;
  return (
    <div className="sticky top-0 z-30 -mx-4 mb-4 flex flex-wrap items-center gap-x-2 gap-y-2 border-b bg-background/95 px-4 py-3 backdrop-blur sm:gap-x-3">
      <div className="flex min-w-0 basis-full items-center gap-3 sm:mr-auto sm:basis-auto">
        <Link
          to="/tests"
          className="flex shrink-0 items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>All tests</Trans>
        </Link>
        <h1 className="min-w-0 text-base font-semibold break-words sm:text-xl">{title}</h1>
      </div>
      <p
        className={cn(
          'mr-auto rounded-md border px-2 py-1 font-mono text-base font-semibold tabular-nums sm:mr-0 sm:px-3 sm:text-lg',
          isLowTime && 'border-destructive text-destructive',
        )}
      >
        <span className="sr-only">
          <Trans>Time left:</Trans>{' '}
        </span>
        <span role="timer" aria-label={t`Time left`} data-testid="timer">
          {formatClock(remaining)}
        </span>
      </p>
      <PaletteDrawer {...palette} />
      <Button onClick={onSubmit} disabled={isFinishing} className="h-9 px-3 sm:h-10 sm:px-4">
        {isFinishing ? t`Submitting…` : t`Submit test`}
      </Button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
