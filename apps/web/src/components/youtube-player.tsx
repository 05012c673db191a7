import { useEffect, useRef } from 'react';
import type { VideoLoad } from './video-unavailable';

export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** How long a player that has not answered is waited for before the hint shows under it. */
export const PLAYER_SILENCE_MS = 12_000;
/** The player listens only once its own script has run: it is asked again until it answers. */
const ASK_EVERY_MS = 250;

/**
 * Listens to YouTube's player in `frame` as its iframe API does (`enablejsapi=1`): asked with a
 * "listening" message, the player posts its events as JSON, among them `onError` when it cannot
 * play the video (removed, private, not embeddable). A player that never answers is silent: the
 * browser's error page, most likely, when the network blocks YouTube.
 */
function listenToPlayer(
  frame: HTMLIFrameElement,
  { onRefused, onSilent }: { onRefused: () => void; onSilent: (silent: boolean) => void },
) {
  // '*': the message says nothing, and naming YouTube's origin would log an error each time the
  // frame holds anything else (the browser's error page, before the player has loaded).
  const ask = () =>
    frame.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', channel: 'widget' }),
      '*',
    );
  const asking = setInterval(ask, ASK_EVERY_MS);
  const silence = setTimeout(() => onSilent(true), PLAYER_SILENCE_MS);
  function heard(event: MessageEvent) {
    if (event.source !== frame.contentWindow || event.origin !== PLAYER_ORIGIN) return;
    // Answered: asked no more, and not silent (a late answer takes the hint away).
    clearInterval(asking);
    clearTimeout(silence);
    onSilent(false);
    let message: { event?: unknown } | null;
    try {
      message = JSON.parse(String(event.data)) as { event?: unknown } | null;
    } catch {
      return;
    }
    if (message?.event === 'onError') onRefused();
  }
  window.addEventListener('message', heard);
  return () => {
    clearInterval(asking);
    clearTimeout(silence);
    window.removeEventListener('message', heard);
  };
}

/**
 * YouTube's player for `videoId`, playing at once (it is shown on a tap on Play). When YouTube
 * says it cannot play the video, `video` fails with the reason; when the player does not answer,
 * `video.silent` is set for the caller's hint (components/video-unavailable.tsx).
 */
export function YoutubePlayer({
  videoId,
  title,
  video,
  fullScreen = true,
}: {
  videoId: string;
  title: string;
  video: VideoLoad;
  /** Off under the student's mark: YouTube's full screen would leave the mark behind. */
  fullScreen?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { refuse, setSilent, attempt } = video;
  useEffect(
    () => listenToPlayer(frame.current!, { onRefused: refuse, onSilent: setSilent }),
    [videoId, attempt, refuse, setSilent],
  );
  const params = new URLSearchParams({ autoplay: '1', rel: '0', enablejsapi: '1' });
  if (typeof location !== 'undefined') params.set('origin', location.origin);
  if (!fullScreen) params.set('fs', '0');
  return (
    <iframe
      key={`${videoId}-${attempt}`}
      ref={frame}
      className="size-full"
      src={`${PLAYER_ORIGIN}/embed/${videoId}?${params}`}
      title={title}
      allow={`autoplay; encrypted-media; picture-in-picture${fullScreen ? '; fullscreen' : ''}`}
      allowFullScreen={fullScreen}
    />
  );
}
