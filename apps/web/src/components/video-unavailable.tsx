import { useCallback, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { RefreshCw, VideoOff } from 'lucide-react';
import { useOnline } from '@/lib/online';
import { Button } from './ui/button';

/** Why a video cannot show: the connection (or its picture), or YouTube refused to play it. */
export type VideoFailure = 'connection' | 'refused';

/**
 * Whether a video can be shown: not while the device is offline (YouTube's player would show the
 * browser's grey error page), nor once its picture failed or YouTube said it cannot play it.
 * `silent` is a player that has not answered yet (components/youtube-player.tsx). `retry` tries
 * afresh: `attempt` keys the picture or player, so it is fetched again rather than left as it
 * failed.
 */
export function useVideoLoad() {
  const online = useOnline();
  const [failure, setFailure] = useState<VideoFailure | null>(null);
  const [silent, setSilent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return {
    failed: failure !== null || !online,
    reason: (online && failure) || 'connection',
    fail: useCallback(() => setFailure('connection'), []),
    refuse: useCallback(() => setFailure('refused'), []),
    silent,
    setSilent,
    retry: () => {
      setFailure(null);
      setSilent(false);
      setAttempt((n) => n + 1);
    },
    attempt,
  };
}

export type VideoLoad = ReturnType<typeof useVideoLoad>;

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onRetry}>
      <RefreshCw aria-hidden="true" /> <Trans>Retry</Trans>
    </Button>
  );
}

/** A video's box when the video could not load: what happened, and a way to try again. */
export function VideoUnavailable({
  reason = 'connection',
  onRetry,
}: {
  reason?: VideoFailure;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="grid aspect-video w-full place-content-center justify-items-center gap-3 rounded-lg border bg-gradient-to-br from-primary/15 to-primary/5 p-4 text-center"
    >
      <VideoOff aria-hidden="true" className="size-10 text-primary" />
      <p className="max-w-xs text-sm font-semibold sm:text-base">
        {reason === 'refused' ? (
          <Trans>YouTube cannot play this video here. Please tell the academy.</Trans>
        ) : (
          <Trans>This video could not load. Check your connection.</Trans>
        )}
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

/**
 * Under a player that has not answered: the network may be blocking YouTube (a school's, an
 * office's), which shows the browser's error page in the frame. The player stays, since it may
 * only be slow; the hint offers to load it again.
 */
export function PlayerSilentHint({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="min-w-0">
        <Trans>Video not showing? Check your connection, then try again.</Trans>
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
