import { Link } from 'react-router';
import type { StudentMockTest } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { formatMarks, programLabel } from '../lib/format';

interface TestCardProps {
  test: StudentMockTest;
  /** student: start, resume or retake; visitor: sign in first; other: no action (an admin). */
  viewer: 'student' | 'visitor' | 'other';
  headingLevel?: 2 | 3;
}

const actionOf = (t: StudentMockTest) =>
  t.inProgressAttemptId ? 'Resume' : t.attemptCount ? 'Retake' : 'Start';

/** A test on the tests page and the student's home: what it is, and a way in. */
export function TestCard({ test: t, viewer, headingLevel = 2 }: TestCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(t.program)} · {t.subject}
      </p>
      <Heading className="text-lg font-semibold">{t.title}</Heading>
      {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Questions</dt>
          <dd className="font-medium">{t.questionCount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Time</dt>
          <dd className="font-medium">{t.timeLimitMinutes} min</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{viewer === 'student' ? 'Best score' : 'Marks'}</dt>
          <dd className="font-medium">
            {viewer !== 'student'
              ? formatMarks(t.maxScore)
              : t.bestScore === null
                ? 'Not taken'
                : `${formatMarks(t.bestScore)} / ${formatMarks(t.maxScore)}`}
          </dd>
        </div>
      </dl>
      {t.courseTitle && (
        <p className="text-xs text-muted-foreground">Included with {t.courseTitle}</p>
      )}
      {viewer === 'student' && (
        <Button asChild className="mt-auto">
          <Link to={`/tests/${t.id}`} aria-label={`${actionOf(t)} ${t.title}`}>
            {actionOf(t)} test
          </Link>
        </Button>
      )}
      {viewer === 'visitor' && (
        <Button asChild variant="outline" className="mt-auto">
          <Link
            to="/login"
            state={{ from: `/tests/${t.id}` }}
            aria-label={`Log in to take ${t.title}`}
          >
            Log in to take this test
          </Link>
        </Button>
      )}
    </article>
  );
}
