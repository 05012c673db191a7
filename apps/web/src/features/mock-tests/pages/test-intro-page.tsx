import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useDateFormat } from '@/lib/i18n/formats';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { useStartAttempt, useTestIntro } from '../api/mock-tests';
import { formatMarks, useProgramLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';

/** As `toLocaleString` writes a moment: the date and the time to the second. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** /tests/:id: what the paper looks like, the instructions, past attempts, and Start. */
export function TestIntroPage() {
  const { t, i18n } = useLingui();
  const programLabel = useProgramLabel();
  const { subjectLabel } = useStudyLabels();
  const dateTime = useDateFormat(DATE_TIME);
  const { id = '' } = useParams();
  const query = useTestIntro(id);
  const start = useStartAttempt();
  const navigate = useNavigate();

  if (query.isPending) return <LoadingBlock label={t`Loading test`} />;
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError
            ? translateMessage(i18n, query.error.message)
            : t`Error loading test`}
        </p>
        <Button asChild>
          <Link to="/tests">
            <Trans>All tests</Trans>
          </Link>
        </Button>
      </div>
    );
  const test = query.data;
  const negative = test.sections.some((s) => s.negativeMarks > 0);
  const minutes = test.timeLimitMinutes;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/tests" className="text-primary underline-offset-4 hover:underline">
          <Trans>All tests</Trans>
        </Link>
      </p>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(test.program)} · {subjectLabel(test.subject)}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{test.title}</h1>
      {test.description && <p className="mt-2 text-muted-foreground">{test.description}</p>}

      <dl className="my-6 grid grid-cols-3 gap-4">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Time</Trans>
          </dt>
          <dd className="text-xl font-semibold">
            <Trans>{minutes} min</Trans>
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Questions</Trans>
          </dt>
          <dd className="text-xl font-semibold">{test.questionCount}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Maximum marks</Trans>
          </dt>
          <dd className="text-xl font-semibold">{formatMarks(test.maxScore)}</dd>
        </div>
      </dl>

      <h2 className="mb-2 text-xl font-semibold">
        <Trans>Sections</Trans>
      </h2>
      <Table caption={t`Sections`} frameClassName="mb-6">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3">
              <Trans>Section</Trans>
            </th>
            <th scope="col" className="p-3 text-right">
              <Trans>Questions</Trans>
            </th>
            <th scope="col" className="p-3 text-right">
              <Trans>Marks each</Trans>
            </th>
            <th scope="col" className="p-3 text-right">
              <Trans>Wrong answer</Trans>
            </th>
            <th scope="col" className="p-3 text-right">
              <Trans>Suggested time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {test.sections.map((s) => {
            const sectionMinutes = s.timeLimitMinutes;
            return (
              <tr key={s.id} className="border-t">
                <th scope="row" className="p-3 font-medium">
                  {s.title}
                </th>
                <td className="p-3 text-right">{s.questionCount}</td>
                <td className="p-3 text-right">{formatMarks(s.marksPerQuestion)}</td>
                <td className="p-3 text-right">
                  {s.negativeMarks > 0 ? formatMarks(-s.negativeMarks) : t`No penalty`}
                </td>
                <td className="p-3 text-right">
                  {sectionMinutes ? t`${sectionMinutes} min` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>

      <h2 className="mb-2 text-xl font-semibold">
        <Trans>Instructions</Trans>
      </h2>
      <div className="mb-6 rounded-lg border p-4 text-sm whitespace-pre-line">
        {test.instructions || t`Each question has one correct answer.`}
        {'\n\n'}
        {negative ? (
          <Trans>
            The timer starts when you press Start and keeps running on the server, even if you close
            the page. Unanswered questions score 0; wrong answers lose the marks shown above. You
            can mark questions for review and change answers until you submit.
          </Trans>
        ) : (
          <Trans>
            The timer starts when you press Start and keeps running on the server, even if you close
            the page. Unanswered questions score 0. You can mark questions for review and change
            answers until you submit.
          </Trans>
        )}
      </div>

      <Button
        size="lg"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(test.id, {
            onSuccess: ({ id: attemptId }) => void navigate(`/tests/attempt/${attemptId}`),
            onError: (error) =>
              toast.error(
                error instanceof ApiError
                  ? translateMessage(i18n, error.message)
                  : t`Could not start the test`,
              ),
          })
        }
      >
        {test.inProgressAttemptId
          ? t`Resume test`
          : test.attemptCount
            ? t`Retake test`
            : t`Start test`}
      </Button>

      {test.attempts.some((a) => a.status === 'submitted') && (
        <section className="mt-10" aria-labelledby="attempts-heading">
          <h2 id="attempts-heading" className="mb-2 text-xl font-semibold">
            <Trans>Your attempts</Trans>
          </h2>
          <ul className="grid gap-2">
            {test.attempts
              .filter((a) => a.status === 'submitted')
              .map((a) => {
                const attemptNo = a.attemptNo;
                const score = formatMarks(a.score ?? 0);
                const maxScore = formatMarks(a.maxScore);
                return (
                  <li
                    key={a.id}
                    className="flex items-center justify-between rounded-md border p-3"
                  >
                    <span>
                      <Trans>
                        Attempt {attemptNo}: {score} / {maxScore}
                      </Trans>
                      {a.practice && <PracticeBadge />}
                      <span className="block text-xs text-muted-foreground">
                        {dateTime.format(new Date(a.startedAt))}
                      </span>
                    </span>
                    <Link
                      to={`/tests/attempt/${a.id}/result`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      <Trans>
                        View result<span className="sr-only"> of attempt {attemptNo}</span>
                      </Trans>
                    </Link>
                  </li>
                );
              })}
          </ul>
        </section>
      )}
    </div>
  );
}
