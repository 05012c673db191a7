import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatCount } from '@academy/contract/indian-numbers';
import { Table } from '@/components/ui/table';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useDateFormat } from '@/lib/i18n/formats';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useAdminResults } from '../api/mock-tests';
import { formatMarks, useFormatDuration, useProgramLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';

/** /admin/tests/:id/results: every submitted attempt, the average and the hardest questions. */
export function AdminResultsPage() {
  const { id = '' } = useParams();
  const query = useAdminResults(id);
  const { t, i18n } = useLingui();
  const programLabel = useProgramLabel();
  const formatDuration = useFormatDuration();
  const submittedAt = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  if (query.isPending) return <LoadingBlock label={t`Loading results`} />;
  if (query.isError)
    return (
      <RetryBlock
        message={
          query.error instanceof ApiError
            ? translateMessage(i18n, query.error.message)
            : t`Error loading results`
        }
        onRetry={() => void query.refetch()}
      />
    );
  const r = query.data;
  const testTitle = r.test.title;
  const questionsForm = pluralForm(i18n, r.test.questionCount);
  const questionCount = formatCount(r.test.questionCount);
  const marks = formatMarks(r.test.maxScore);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/admin/tests" className="text-primary underline-offset-4 hover:underline">
          <Trans>All mock tests</Trans>
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Results: {testTitle}</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        {programLabel(r.test.program)} · {r.test.subject} ·{' '}
        {t`${select(questionsForm, { one: `${questionCount} question`, other: `${questionCount} questions` })}`}{' '}
        · {t`${marks} marks`}
      </p>
      <dl className="my-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat label={t`Students`} value={String(r.studentCount)} />
        <Stat label={t`Practice attempts`} value={String(r.practiceCount)} />
        <Stat
          label={t`Average score`}
          value={r.averageScore === null ? '—' : formatMarks(r.averageScore)}
        />
        <Stat
          label={t`Highest score`}
          value={r.highestScore === null ? '—' : formatMarks(r.highestScore)}
        />
      </dl>
      <p className="-mt-4 mb-8 text-xs text-muted-foreground">
        <Trans>
          Scores, ranks and the hardest questions count each student’s first attempt; a retake is
          practice and is listed after them.
        </Trans>
      </p>

      <h2 className="mb-3 text-xl font-semibold">
        <Trans>Hardest questions</Trans>
      </h2>
      {r.hardestQuestions.length === 0 ? (
        <p className="mb-8 text-muted-foreground">
          <Trans>No attempts yet.</Trans>
        </p>
      ) : (
        <Table caption={t`Hardest questions`} frameClassName="mb-10">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                <Trans>No.</Trans>
              </th>
              <th scope="col" className="p-3">
                <Trans>Question</Trans>
              </th>
              <th scope="col" className="p-3">
                <Trans>Topic</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Answered</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Solved correctly</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {r.hardestQuestions.map((q) => (
              <tr key={q.id} className="border-t">
                <td className="p-3">{q.number}</td>
                <td className="max-w-md p-3">{q.text}</td>
                <td className="p-3">{q.topic}</td>
                <td className="p-3 text-right">{q.attempts}</td>
                <td className="p-3 text-right">{q.correctRate}%</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h2 className="mb-3 text-xl font-semibold">
        <Trans>Attempts</Trans>
      </h2>
      {r.attempts.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No attempts yet.</Trans>
        </p>
      ) : (
        <Table caption={t`Attempts`}>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                <Trans>Student</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Attempt</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Score</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Correct</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Wrong</Trans>
              </th>
              <th scope="col" className="p-3 text-right">
                <Trans>Left</Trans>
              </th>
              <th scope="col" className="p-3">
                <Trans>Time</Trans>
              </th>
              <th scope="col" className="p-3">
                <Trans>Submitted</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {r.attempts.map((a) => (
              <tr key={a.id} className="border-t">
                <th scope="row" className="p-3 font-medium">
                  {a.studentName}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {a.studentPhone}
                  </span>
                </th>
                <td className="p-3 text-right">
                  {a.attemptNo}
                  {a.practice && <PracticeBadge />}
                </td>
                <td className="p-3 text-right">{formatMarks(a.score)}</td>
                <td className="p-3 text-right">{a.correct}</td>
                <td className="p-3 text-right">{a.wrong}</td>
                <td className="p-3 text-right">{a.unattempted}</td>
                <td className="p-3">{formatDuration(a.timeTakenSeconds)}</td>
                <td className="p-3">
                  {submittedAt.format(new Date(a.submittedAt))}
                  {a.autoSubmitted && (
                    <span className="block text-xs text-muted-foreground">
                      <Trans>time ran out</Trans>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}
