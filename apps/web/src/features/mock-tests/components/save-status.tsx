import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type SaveState = 'saving' | 'saved' | 'retrying' | 'failed';

/** Whether the question's answer reached the server, with a way to try again now. */
export function SaveStatus({
  state,
  onRetry,
}: {
  state: SaveState | undefined;
  onRetry: () => void;
}) {
  return (
    <div className="flex min-h-9 items-center gap-2 text-sm" role="status">
      {state === 'saving' && (
        <span className="text-muted-foreground">
          <Trans>Saving…</Trans>
        </span>
      )}
      {state === 'saved' && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Check aria-hidden="true" className="size-4" /> <Trans>Saved</Trans>
        </span>
      )}
      {state === 'retrying' && (
        <span className="font-medium text-destructive">
          <Trans>Not saved: no connection. Retrying…</Trans>
        </span>
      )}
      {state === 'failed' && (
        <span className="font-medium text-destructive">
          <Trans>Not saved.</Trans>
        </span>
      )}
      {(state === 'retrying' || state === 'failed') && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>Retry now</Trans>
        </Button>
      )}
    </div>
  );
}
