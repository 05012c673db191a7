import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, PlayCircle } from 'lucide-react';
import type { ContinueWatching as Next } from '@academy/contract/student-home';
import { CoverImage } from '@/components/cover-image';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';

/** The next unfinished lesson of the course the student watched last, one tap away. */
export function ContinueWatching({ next }: { next: Next }) {
  const { t } = useLingui();
  const course = next.courseTitle;
  const lesson = next.lessonTitle;
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
          <Trans>Continue watching</Trans>
        </h2>
        <p className="text-lg leading-snug font-semibold">{next.courseTitle}</p>
        <p className="text-sm">
          <Trans>Next lesson: {lesson}</Trans>
        </p>
        <ProgressBar value={next.progress} label={t`Progress in ${course}`} />
        <Button asChild className="justify-self-start">
          <Link
            to={`/student/my-courses/${next.courseId}?lesson=${encodeURIComponent(next.lessonId)}`}
          >
            <PlayCircle aria-hidden="true" /> <Trans>Continue</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
