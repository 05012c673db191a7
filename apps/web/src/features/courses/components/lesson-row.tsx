import { Trans, useLingui } from '@lingui/react/macro';
import { PlayCircle, Video } from 'lucide-react';
import type { Lesson } from '@academy/contract/course-display';

/** A lesson in the course page's contents; a Preview lesson plays for anyone. */
export function LessonRow({
  lesson,
  onPreview,
}: {
  lesson: Lesson;
  onPreview: (lesson: Lesson & { videoId: string }) => void;
}) {
  const { t } = useLingui();
  const playable = lesson.freePreview && lesson.videoId !== null;
  const minutes = Math.max(1, Math.round(lesson.duration / 60));
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        {playable ? (
          <button
            type="button"
            onClick={() => onPreview({ ...lesson, videoId: lesson.videoId! })}
            className="flex min-w-0 items-center gap-2 rounded text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <PlayCircle aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">
                <Trans>Play preview:</Trans>{' '}
              </span>
              {lesson.title}
            </span>
          </button>
        ) : (
          <>
            <Video aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {lesson.title}
          </>
        )}
        {lesson.freePreview && (
          <span className="shrink-0 rounded bg-secondary px-1.5 text-xs text-secondary-foreground">
            <Trans>Preview</Trans>
          </span>
        )}
      </span>
      <span className="shrink-0 text-muted-foreground">
        {lesson.duration ? t`${minutes} min` : ''}
      </span>
    </li>
  );
}
