import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { HomeworkState } from '@academy/contract/homework';
import { cn } from '@/lib/utils';

const LABELS = {
  due: msg`Due`,
  overdue: msg`Overdue`,
  missed: msg`Missed`,
  submitted: msg`Submitted`,
  returned: msg`Returned`,
} as const;

const WAITING = 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100';
const LATE = 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100';
const DONE = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100';

/** Where a student's homework stands; a submission sent after the due time says so. */
export function HomeworkStateBadge({ state, late }: { state: HomeworkState; late: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <span
      className={cn(
        'w-fit rounded-full px-2 py-0.5 text-xs font-medium',
        state === 'due' && WAITING,
        (state === 'overdue' || state === 'missed') && LATE,
        (state === 'submitted' || state === 'returned') && (late ? LATE : DONE),
      )}
    >
      {i18n._(LABELS[state])}
      {late && (state === 'submitted' || state === 'returned') ? ` · ${t`Late`}` : ''}
    </span>
  );
}
