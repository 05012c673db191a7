import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DoubtStatus } from '@academy/contract/doubts';
import { cn } from '@/lib/utils';

const LABELS = {
  open: msg`Waiting for an answer`,
  answered: msg`Answered`,
  solved: msg`Solved`,
} as const;

/** Where a doubt is: waiting, answered (the student's turn), or solved. */
export function DoubtStatusBadge({ status }: { status: DoubtStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'open' && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
        status === 'answered' && 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
        status === 'solved' &&
          'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
      )}
    >
      {i18n._(LABELS[status])}
    </span>
  );
}
