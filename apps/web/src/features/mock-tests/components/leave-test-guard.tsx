import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pluralForm } from '@/lib/i18n/plural-form';

interface LeaveTestGuardProps {
  /** True once the test is being submitted (by the student or the clock): nothing to ask then. */
  isFinished: RefObject<boolean>;
  /** Answers still waiting for the server, which leaving would lose. */
  unsaved: number;
}

/**
 * Asks before the student leaves a running test, by a link or Back inside the app or by closing
 * or reloading the page: the timer keeps running on the server while they are away.
 */
export function LeaveTestGuard({ isFinished, unsaved }: LeaveTestGuardProps) {
  const { t, i18n } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isFinished.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (isFinished.current) return;
      e.preventDefault();
      // Browsers that predate preventDefault here read this instead (their own words are shown).
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isFinished]);

  if (blocker.state !== 'blocked') return null;
  const unsavedForm = pluralForm(i18n, unsaved);
  const unsavedCount = formatCount(unsaved);
  return (
    <ConfirmDialog
      title={t`Leave the test?`}
      confirmLabel={t`Leave`}
      cancelLabel={t`Stay`}
      onCancel={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
    >
      {unsaved === 0 ? (
        <p>
          <Trans>Your answers are saved, and the timer keeps running.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            The timer keeps running, and{' '}
            <span className="font-medium text-destructive">
              <Select
                value={unsavedForm}
                _one={`${unsavedCount} answer is not saved yet`}
                other={`${unsavedCount} answers are not saved yet`}
              />
            </span>
            : leaving now would lose <Select value={unsavedForm} _one="it" other="them" />.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
