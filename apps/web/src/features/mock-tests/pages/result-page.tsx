import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccuracyRow } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useDateFormat } from '@/lib/i18n/formats';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { useAttemptResult } from '../api/mock-tests';
import { formatMarks, useFormatDuration, useProgramLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';
import { ReviewItem } from '../components/review-item';

const FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'wrong', label: msg`Wrong` },
  { value: 'unattempted', label: msg`Not answered` },
  { value: 'correct', label: msg`Correct` },
  { value: 'review', label: msg`Marked for review` },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** As `toLocaleString` writes a moment: the date and the time to the second. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** /tests/attempt/:attemptId/result: score, rank, accuracy by section and topic, the review. */
export function ResultPage() {
  const { t, i18n } = useLingui();
  const programLabel = useProgramLabel();
  const { subjectLabel } = useStudyLabels();
  const formatDuration = useFormatDuration();
  const dateTime = useDateFormat(DATE_TIME);
  const { attemptId = '' } = useParams();
  const query = useAttemptResult(attemptId);
  const [filter, setFilter] = useState<Filter>('all');

  if (query.isPending) return <LoadingBlock label={t`Loading result`} />;
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError
            ? translateMessage(i18n, query.error.message)
            : t`Error loading the result`}
        </p>
        <Button asChild>
          <Link to="/tests">
            <Trans>All tests</Trans>
          </Link>
        </Button>
      </div>
    );
  const r = query.data;
  const attemptNo = r.attempt.attemptNo;
  const title = r.test.title;
  const rank = r.rank;
  const rankOutOf = r.rankOutOf;
  const shown = r.questions.filter((q) =>
    filter === 'all' ? true : filter === 'review' ? q.markedForReview : q.outcome === filter,
  );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/tests" className="text-primary underline-offset-4 hover:underline">
          <Trans>All tests</Trans>
        </Link>
      </p>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(r.test.program)} · {subjectLabel(r.test.subject)} ·{' '}
        <Trans>Attempt {attemptNo}</Trans>
        {r.attempt.practice && <PracticeBadge />}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">
        <Trans>Result: {title}</Trans>
      </h1>
      {r.attempt.autoSubmitted && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>The time ran out, so the test was submitted automatically.</Trans>
        </p>
      )}

      <dl className="my-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat
          label={t`Score`}
          value={`${formatMarks(r.score)} / ${formatMarks(r.maxScore)}`}
          testId="result-score"
        />
        <Stat label={t`Rank`} value={t`${rank} of ${rankOutOf}`} />
        <Stat label={t`Percentile`} value={`${r.percentile}`} />
        <Stat label={t`Time taken`} value={formatDuration(r.timeTakenSeconds)} />
        <Stat label={t`Correct`} value={String(r.correct)} />
        <Stat label={t`Wrong`} value={String(r.wrong)} />
        <Stat label={t`Not answered`} value={String(r.unattempted)} />
        <Stat
          label={t`Accuracy`}
          value={
            r.correct + r.wrong ? `${Math.round((r.correct / (r.correct + r.wrong)) * 100)}%` : '—'
          }
        />
      </dl>
      <p className="-mt-4 mb-8 text-xs text-muted-foreground">
        {r.attempt.practice ? (
          <Trans>
            Rank and percentile are among every student’s first attempt at this test; this practice
            attempt is placed where its score would stand and moves no one’s rank.
          </Trans>
        ) : (
          <Trans>Rank and percentile are among every student’s first attempt at this test.</Trans>
        )}
      </p>

      <div className="grid gap-8 md:grid-cols-2">
        <AccuracyTable title={t`Section-wise`} rows={r.sections} firstColumn={t`Section`} />
        <AccuracyTable
          title={t`Topic-wise (weakest first)`}
          rows={r.topics}
          firstColumn={t`Topic`}
          flagWeak
        />
      </div>

      <section aria-labelledby="review-heading" className="mt-10">
        <h2 id="review-heading" className="mb-3 text-2xl font-semibold">
          <Trans>Review answers</Trans>
        </h2>
        <div role="group" aria-label={t`Show questions`} className="mb-4 flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'default' : 'outline'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {i18n._(f.label)}
            </Button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No questions here.</Trans>
          </p>
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
          <Trans>Your attempts</Trans>
        </h2>
        <ul className="grid gap-2">
          {r.history.map((a) => {
            const number = a.attemptNo;
            const score = formatMarks(a.score ?? 0);
            const maxScore = formatMarks(a.maxScore);
            return (
              <li key={a.id} className="flex items-center justify-between rounded-md border p-3">
                <span>
                  {a.status === 'submitted' ? (
                    <Trans>
                      Attempt {number}: {score} / {maxScore}
                    </Trans>
                  ) : (
                    <Trans>Attempt {number}: in progress</Trans>
                  )}
                  {a.practice && <PracticeBadge />}
                  <span className="block text-xs text-muted-foreground">
                    {dateTime.format(new Date(a.startedAt))}
                  </span>
                </span>
                {a.id === r.attempt.id ? (
                  <span className="text-sm text-muted-foreground">
                    <Trans>This attempt</Trans>
                  </span>
                ) : a.status === 'submitted' ? (
                  <Link
                    to={`/tests/attempt/${a.id}/result`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    <Trans>
                      View result<span className="sr-only"> of attempt {number}</span>
                    </Trans>
                  </Link>
                ) : (
                  <Link
                    to={`/tests/attempt/${a.id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    <Trans>
                      Resume<span className="sr-only"> attempt {number}</span>
                    </Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <Button asChild className="mt-4">
          <Link to={`/tests/${r.test.id}`}>
            <Trans>Retake test</Trans>
          </Link>
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
  const { t } = useLingui();
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
              <Trans>Correct</Trans>
            </th>
            <th scope="col" className="p-2 text-right">
              <Trans>Accuracy</Trans>
            </th>
            <th scope="col" className="p-2 text-right">
              <Trans>Marks</Trans>
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
                    {t`Revise`}
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
