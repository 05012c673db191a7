import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** What could not load, in the page's own words, and a button to ask again ("Refresh"). */
export function RetryBlock({
  message,
  onRetry,
  retryLabel,
}: {
  message: ReactNode;
  onRetry: () => void;
  retryLabel?: ReactNode;
}) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Button onClick={onRetry}>{retryLabel ?? <Trans>Refresh</Trans>}</Button>
    </div>
  );
}
