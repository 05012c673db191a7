import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDuration, type AccuracyRow } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useAttemptResult } from '../api/mock-tests';
import { formatMarks, programLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';
import { ReviewItem } from '../components/review-item';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'wrong', label: 'Wrong' },
  { value: 'unattempted', label: 'Not answered' },
  { value: 'correct', label: 'Correct' },
  { value: 'review', label: 'Marked for review' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** /tests/attempt/:attemptId/result: score, rank, accuracy by section and topic, the review. */
export function ResultPage() {
  const { attemptId = '' } = useParams();
  const query = useAttemptResult(attemptId);
  const [filter, setFilter] = useState<Filter>('all');

  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading result" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError ? query.error.message : 'Error loading the result'}
        </p>
        <Button asChild>
          <Link to="/tests">All tests</Link>
        </Button>
      </div>
    );
  const r = query.data;
  const shown = r.questions.filter((q) =>
    filter === 'all' ? true : filter === 'review' ? q.markedForReview : q.outcome === filter,
  );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/tests" className="text-primary underline-offset-4 hover:underline">
          All tests
        </Link>
      </p>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(r.test.program)} · {r.test.subject} · Attempt {r.attempt.attemptNo}
        {r.attempt.practice && <PracticeBadge />}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Result: {r.test.title}</h1>
      {r.attempt.autoSubmitted && (
        <p className="mt-2 text-sm text-muted-foreground">
          The time ran out, so the test was submitted automatically.
        </p>
      )}

      <dl className="my-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat
          label="Score"
          value={`${formatMarks(r.score)} / ${formatMarks(r.maxScore)}`}
          testId="result-score"
        />
        <Stat label="Rank" value={`${r.rank} of ${r.rankOutOf}`} />
        <Stat label="Percentile" value={`${r.percentile}`} />
        <Stat label="Time taken" value={formatDuration(r.timeTakenSeconds)} />
        <Stat label="Correct" value={String(r.correct)} />
        <Stat label="Wrong" value={String(r.wrong)} />
        <Stat label="Not answered" value={String(r.unattempted)} />
        <Stat
          label="Accuracy"
          value={
            r.correct + r.wrong ? `${Math.round((r.correct / (r.correct + r.wrong)) * 100)}%` : '—'
          }
        />
      </dl>
      <p className="-mt-4 mb-8 text-xs text-muted-foreground">
        Rank and percentile are among every student’s first attempt at this test
        {r.attempt.practice
          ? '; this practice attempt is placed where its score would stand and moves no one’s rank'
          : ''}
        .
      </p>

      <div className="grid gap-8 md:grid-cols-2">
        <AccuracyTable title="Section-wise" rows={r.sections} firstColumn="Section" />
        <AccuracyTable
          title="Topic-wise (weakest first)"
          rows={r.topics}
          firstColumn="Topic"
          flagWeak
        />
      </div>

      <section aria-labelledby="review-heading" className="mt-10">
        <h2 id="review-heading" className="mb-3 text-2xl font-semibold">
          Review answers
        </h2>
        <div role="group" aria-label="Show questions" className="mb-4 flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'default' : 'outline'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="text-muted-foreground">No questions here.</p>
        ) : (
          <ol className="grid gap-4">
            {shown.map((q) => (
              <ReviewItem key={q.id} question={q} />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-3 text-2xl font-semibold">
          Your attempts
        </h2>
        <ul className="grid gap-2">
          {r.history.map((a) => (
            <li key={a.id} className="flex items-center justify-between rounded-md border p-3">
              <span>
                Attempt {a.attemptNo}:{' '}
                {a.status === 'submitted'
                  ? `${formatMarks(a.score ?? 0)} / ${formatMarks(a.maxScore)}`
                  : 'in progress'}
                {a.practice && <PracticeBadge />}
                <span className="block text-xs text-muted-foreground">
                  {new Date(a.startedAt).toLocaleString('en-IN')}
                </span>
              </span>
              {a.id === r.attempt.id ? (
                <span className="text-sm text-muted-foreground">This attempt</span>
              ) : a.status === 'submitted' ? (
                <Link
                  to={`/tests/attempt/${a.id}/result`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  View result<span className="sr-only"> of attempt {a.attemptNo}</span>
                </Link>
              ) : (
                <Link
                  to={`/tests/attempt/${a.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  Resume<span className="sr-only"> attempt {a.attemptNo}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Button asChild className="mt-4">
          <Link to={`/tests/${r.test.id}`}>Retake test</Link>
        </Button>
      </section>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function AccuracyTable({
  title,
  rows,
  firstColumn,
  flagWeak = false,
}: {
  title: string;
  rows: AccuracyRow[];
  firstColumn: string;
  flagWeak?: boolean;
}) {
  return (
    <section className="min-w-0">
      <h2 className="mb-2 text-xl font-semibold">{title}</h2>
      <Table caption={title}>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2">
              {firstColumn}
            </th>
            <th scope="col" className="p-2 text-right">
              Correct
            </th>
            <th scope="col" className="p-2 text-right">
              Accuracy
            </th>
            <th scope="col" className="p-2 text-right">
              Marks
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t">
              <th scope="row" className="p-2 font-medium">
                {row.name}
                {flagWeak && row.accuracy < 50 && (
                  <span className="ml-2 rounded border border-destructive px-1 text-xs text-destructive">
                    Revise
                  </span>
                )}
              </th>
              <td className="p-2 text-right">
                {row.correct} / {row.total}
              </td>
              <td className="p-2 text-right">{row.accuracy}%</td>
              <td className="p-2 text-right">
                {formatMarks(row.score)} / {formatMarks(row.maxScore)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
