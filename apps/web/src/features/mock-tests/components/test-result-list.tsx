import { Link } from 'react-router';
import type { StudentTestResult } from '@academy/contract/mock-tests';
import { formatMarks, programLabel } from '../lib/format';
import { PracticeBadge } from './practice-badge';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

interface TestResultListProps {
  results: StudentTestResult[];
  /** Where a result's title leads: the student's result page, or the admin's test results. */
  linkOf: (result: StudentTestResult) => string;
  label: string;
}

/** Submitted attempts with their score, rank and date: My Tests, the home, View Details. */
export function TestResultList({ results, linkOf, label }: TestResultListProps) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {results.map((r) => (
        <li
          key={r.id}
          className="grid gap-1 rounded-lg border bg-card p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-3"
        >
          <div className="min-w-0">
            <Link to={linkOf(r)} className="font-medium underline-offset-4 hover:underline">
              {r.testTitle}
              {r.attemptNo > 1 ? ` (attempt ${r.attemptNo})` : ''}
            </Link>
            {r.practice && <PracticeBadge />}
            <p className="text-muted-foreground">
              {programLabel(r.program)} · {r.subject}
              {r.submittedAt ? ` · ${dateFormat.format(new Date(r.submittedAt))}` : ''}
            </p>
          </div>
          <p className="flex gap-3 sm:justify-end">
            <span className="font-semibold">
              {formatMarks(r.score ?? 0)} / {formatMarks(r.maxScore)}
            </span>
            <span className="text-muted-foreground">
              {r.practice ? 'Would rank' : 'Rank'} {r.rank} of {r.rankOutOf}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
