import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { X } from 'lucide-react';
import type { Lesson } from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import { PlayerSilentHint, useVideoLoad, VideoUnavailable } from '@/components/video-unavailable';
import { YoutubePlayer } from '@/components/youtube-player';

interface PreviewPlayerProps {
  lesson: Lesson & { videoId: string };
  onClose: () => void;
}

/**
 * A Preview lesson playing in place of the course image, for anyone. The player loads only
 * when the visitor asks for it (a tap on Play), so the page itself stays light.
 */
export const PreviewPlayer = forwardRef<HTMLElement, PreviewPlayerProps>(function PreviewPlayer(
  { lesson, onClose },
  ref,
) {
  const { t } = useLingui();
  const title = lesson.title;
  const video = useVideoLoad();
  return (
    <section ref={ref} tabIndex={-1} aria-label={t`Preview: ${title}`} className="grid gap-2">
      {video.failed ? (
        <VideoUnavailable reason={video.reason} onRetry={video.retry} />
      ) : (
        <div className="aspect-video overflow-hidden rounded-lg bg-black">
          <YoutubePlayer videoId={lesson.videoId} title={lesson.title} video={video} />
        </div>
      )}
      {!video.failed && video.silent && <PlayerSilentHint onRetry={video.retry} />}
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <Trans>
            <span className="font-medium">Preview:</span> {title}
          </Trans>
        </p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" /> <Trans>Close preview</Trans>
        </Button>
      </div>
    </section>
  );
});
