import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { StudentTestResult } from '@academy/contract/mock-tests';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { useDateFormat } from '@/lib/i18n/formats';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { formatMarks, useProgramLabel } from '../lib/format';
import { PracticeBadge } from './practice-badge';

interface TestResultListProps {
  results: StudentTestResult[];
  /**
   * Where a result's title leads: the student's result page, or the admin's test results; no
   * link for a parent, who has neither.
   */
  linkOf?: (result: StudentTestResult) => string;
  label: string;
}

/** Submitted attempts with their score, rank and date: My Tests, the home, View Details. */
export function TestResultList({ results, linkOf, label }: TestResultListProps) {
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  const programLabel = useProgramLabel();
  const { subjectLabel } = useStudyLabels();
  return (
    <ul className="grid gap-2" aria-label={label}>
      {results.map((r) => {
        const attemptNo = r.attemptNo;
        const rank = r.rank;
        const rankOutOf = r.rankOutOf;
        const title = (
          <>
            {r.testTitle}
            {r.attemptNo > 1 && (
              <>
                {' '}
                <Trans>(attempt {attemptNo})</Trans>
              </>
            )}
          </>
        );
        return (
          <li
            key={r.id}
            className="grid gap-1 rounded-lg border bg-card p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-3"
          >
            <div className="min-w-0">
              {linkOf ? (
                <Link to={linkOf(r)} className="font-medium underline-offset-4 hover:underline">
                  {title}
                </Link>
              ) : (
                <span className="font-medium">{title}</span>
              )}
              {r.practice && <PracticeBadge />}
              <p className="text-muted-foreground">
                {programLabel(r.program)} · {subjectLabel(r.subject)}
                {r.submittedAt ? ` · ${dateFormat.format(new Date(r.submittedAt))}` : ''}
              </p>
            </div>
            <p className="flex gap-3 sm:justify-end">
              <span className="font-semibold">
                {formatMarks(r.score ?? 0)} / {formatMarks(r.maxScore)}
              </span>
              <span className="text-muted-foreground">
                {r.practice ? (
                  <Trans>
                    Would rank {rank} of {rankOutOf}
                  </Trans>
                ) : (
                  <Trans>
                    Rank {rank} of {rankOutOf}
                  </Trans>
                )}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
