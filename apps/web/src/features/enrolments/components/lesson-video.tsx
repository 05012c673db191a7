import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Maximize } from 'lucide-react';
import type { Lesson } from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import { YoutubeFacade } from '@/components/youtube-facade';
import { PlayerSilentHint, useVideoLoad, VideoUnavailable } from '@/components/video-unavailable';
import { YoutubePlayer } from '@/components/youtube-player';
import { OwnerMark } from './owner-mark';

interface LessonVideoProps {
  lesson: Lesson & { videoId: string };
  /** The student's name, marked over the video of a paid course; none over a free one. */
  ownerName: string | null;
}

/**
 * A lesson's YouTube video. Under a mark, full screen is the box's, not YouTube's own (which
 * would leave the mark behind): the player's full-screen button is replaced by one here.
 */
export function LessonVideo({ lesson, ownerName }: LessonVideoProps) {
  const box = useRef<HTMLDivElement>(null);
  // Nothing of YouTube loads until the student taps Play.
  const [isPlaying, setPlaying] = useState(false);
  // A signed-in page, never rendered on the server: the document is there to ask.
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  const video = useVideoLoad();

  const player = (
    <YoutubePlayer
      videoId={lesson.videoId}
      title={lesson.title}
      video={video}
      fullScreen={!ownerName}
    />
  );
  const hint = video.silent && <PlayerSilentHint onRetry={video.retry} />;
  if (!isPlaying)
    return (
      <YoutubeFacade
        videoId={lesson.videoId}
        title={lesson.title}
        onPlay={() => setPlaying(true)}
      />
    );
  if (video.failed) return <VideoUnavailable reason={video.reason} onRetry={video.retry} />;
  if (!ownerName)
    return (
      <div className="grid gap-2">
        <div className="aspect-video overflow-hidden rounded-lg bg-black">{player}</div>
        {hint}
      </div>
    );

  return (
    <div className="grid gap-2">
      <div ref={box} className="relative aspect-video overflow-hidden rounded-lg bg-black">
        {player}
        <OwnerMark name={ownerName} />
      </div>
      {hint}
      {canFullScreen && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit justify-self-end"
          onClick={() => void box.current?.requestFullscreen().catch(() => {})}
        >
          <Maximize aria-hidden="true" /> <Trans>Full screen</Trans>
        </Button>
      )}
    </div>
  );
}
