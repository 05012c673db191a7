import { useCallback, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { RefreshCw, VideoOff } from 'lucide-react';
import { useOnline } from '@/lib/online';
import { Button } from './ui/button';

/**
 * Whether a video can be shown: not while the device is offline (YouTube's player would show the
 * browser's grey error page) nor once its picture failed. `retry` tries afresh: `attempt` keys
 * the picture or player, so it is fetched again rather than left as it failed.
 */
export function useVideoLoad() {
  const online = useOnline();
  const [broken, setBroken] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback(() => setBroken(true), []);
  return {
    failed: broken || !online,
    fail,
    retry: () => {
      setBroken(false);
      setAttempt((n) => n + 1);
    },
    attempt,
  };
}

/** A video's box when the video could not load: what happened, and a way to try again. */
export function VideoUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid aspect-video w-full place-content-center justify-items-center gap-3 rounded-lg border bg-gradient-to-br from-primary/15 to-primary/5 p-4 text-center"
    >
      <VideoOff aria-hidden="true" className="size-10 text-primary" />
      <p className="max-w-xs text-sm font-semibold sm:text-base">
        <Trans>This video could not load. Check your connection.</Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
