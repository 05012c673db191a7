import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { thumbnailSources } from '@academy/contract/image-sources';
import { useDataSaver } from '@/lib/data-saver';
import { Picture } from './picture';
import { PlayerSilentHint, useVideoLoad, VideoUnavailable } from './video-unavailable';
import { YoutubePlayer } from './youtube-player';

/**
 * A YouTube video as its thumbnail and a play button: the player (and YouTube's scripts,
 * cookies and the video's data) loads only when the viewer taps Play. Nothing plays by itself.
 */
export function YoutubeFacade({
  videoId,
  title,
  onPlay,
}: {
  videoId: string;
  title: string;
  /** Given, the caller shows its own player on Play (the course player, with its mark). */
  onPlay?: () => void;
}) {
  const { t } = useLingui();
  const [isPlaying, setPlaying] = useState(false);
  const dataSaver = useDataSaver();
  const video = useVideoLoad();
  const { fail, attempt } = video;
  const thumbnail = useRef<HTMLImageElement>(null);
  // A picture that failed before the page was hydrated fired its error with nobody listening.
  useEffect(() => {
    const img = thumbnail.current;
    if (img?.complete && img.naturalWidth === 0) fail();
  }, [videoId, attempt, fail]);
  if (video.failed) return <VideoUnavailable reason={video.reason} onRetry={video.retry} />;
  const box = (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
      {isPlaying ? (
        <YoutubePlayer videoId={videoId} title={title} video={video} />
      ) : (
        <button
          type="button"
          onClick={() => (onPlay ? onPlay() : setPlaying(true))}
          aria-label={t`Play ${title}`}
          className="group size-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ring"
        >
          <Picture
            key={video.attempt}
            ref={thumbnail}
            onError={video.fail}
            sources={thumbnailSources(videoId, dataSaver)}
            sizes="(min-width: 1024px) 60vw, 100vw"
            alt=""
            loading="lazy"
            width={480}
            height={360}
            className="size-full object-cover"
          />
          <span className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-700 text-white shadow-lg transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
          </span>
        </button>
      )}
    </div>
  );
  if (!video.silent) return box;
  return (
    <div className="grid gap-2">
      {box}
      <PlayerSilentHint onRetry={video.retry} />
    </div>
  );
}
