import { Link } from 'react-router';
import { GraduationCap, PlayCircle } from 'lucide-react';
import type { ContinueWatching as Next } from '@academy/contract/student-home';
import { CoverImage } from '@/components/cover-image';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';

/** The next unfinished lesson of the course the student watched last, one tap away. */
export function ContinueWatching({ next }: { next: Next }) {
  return (
    <section
      aria-labelledby="continue-heading"
      className="grid overflow-hidden rounded-lg border bg-card shadow-sm sm:grid-cols-[minmax(0,2fr)_3fr]"
    >
      <CoverImage
        src={next.courseThumbnail}
        icon={GraduationCap}
        hint={next.courseTitle}
        width={480}
        height={270}
      />
      <div className="grid content-center gap-3 p-4 sm:p-6">
        <h2 id="continue-heading" className="text-sm font-medium text-muted-foreground">
          Continue watching
        </h2>
        <p className="text-lg leading-snug font-semibold">{next.courseTitle}</p>
        <p className="text-sm">Next lesson: {next.lessonTitle}</p>
        <ProgressBar value={next.progress} label={`Progress in ${next.courseTitle}`} />
        <Button asChild className="justify-self-start">
          <Link
            to={`/student/my-courses/${next.courseId}?lesson=${encodeURIComponent(next.lessonId)}`}
          >
            <PlayCircle aria-hidden="true" /> Continue
          </Link>
        </Button>
      </div>
    </section>
  );
}
