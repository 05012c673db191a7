import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentMockTest } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { loginPath } from '@academy/contract/return-path';
import { formatMarks, useProgramLabel } from '../lib/format';

interface TestCardProps {
  test: StudentMockTest;
  /** student: start, resume or retake; visitor: sign in first; other: no action (an admin). */
  viewer: 'student' | 'visitor' | 'other';
  headingLevel?: 2 | 3;
}

/** A test on the tests page and the student's home: what it is, and a way in. */
export function TestCard({ test, viewer, headingLevel = 2 }: TestCardProps) {
  const { t } = useLingui();
  const programLabel = useProgramLabel();
  const { subjectLabel } = useStudyLabels();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const title = test.title;
  const course = test.courseTitle;
  const minutes = test.timeLimitMinutes;
  const action = test.inProgressAttemptId
    ? { label: t`Resume ${title}`, text: t`Resume test` }
    : test.attemptCount
      ? { label: t`Retake ${title}`, text: t`Retake test` }
      : { label: t`Start ${title}`, text: t`Start test` };
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(test.program)} · {subjectLabel(test.subject)}
      </p>
      <Heading className="text-lg font-semibold">{test.title}</Heading>
      {test.description && <p className="text-sm text-muted-foreground">{test.description}</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Questions</Trans>
          </dt>
          <dd className="font-medium">{test.questionCount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Time</Trans>
          </dt>
          <dd className="font-medium">
            <Trans>{minutes} min</Trans>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            {viewer === 'student' ? t`Best score` : t`Marks`}
          </dt>
          <dd className="font-medium">
            {viewer !== 'student'
              ? formatMarks(test.maxScore)
              : test.bestScore === null
                ? t`Not taken`
                : `${formatMarks(test.bestScore)} / ${formatMarks(test.maxScore)}`}
          </dd>
        </div>
      </dl>
      {test.courseTitle && (
        <p className="text-xs text-muted-foreground">
          <Trans>Included with {course}</Trans>
        </p>
      )}
      {viewer === 'student' && (
        <Button asChild className="mt-auto">
          <Link to={`/tests/${test.id}`} aria-label={action.label}>
            {action.text}
          </Link>
        </Button>
      )}
      {viewer === 'visitor' && (
        <Button asChild variant="outline" className="mt-auto">
          <Link to={loginPath(`/tests/${test.id}`)} aria-label={t`Log in to take ${title}`}>
            <Trans>Log in to take this test</Trans>
          </Link>
        </Button>
      )}
    </article>
  );
}
