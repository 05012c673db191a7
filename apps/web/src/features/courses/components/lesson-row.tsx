import { PlayCircle, Video } from 'lucide-react';
import type { Lesson } from '@academy/contract/course-display';

const minutes = (seconds: number) =>
  seconds ? `${Math.max(1, Math.round(seconds / 60))} min` : '';

/** A lesson in the course page's contents; a Preview lesson plays for anyone. */
export function LessonRow({
  lesson,
  onPreview,
}: {
  lesson: Lesson;
  onPreview: (lesson: Lesson & { videoId: string }) => void;
}) {
  const playable = lesson.freePreview && lesson.videoId !== null;
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
              <span className="sr-only">Play preview: </span>
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
            Preview
          </span>
        )}
      </span>
      <span className="shrink-0 text-muted-foreground">{minutes(lesson.duration)}</span>
    </li>
  );
}
