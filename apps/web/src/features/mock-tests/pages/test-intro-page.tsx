import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useStartAttempt, useTestIntro } from '../api/mock-tests';
import { formatMarks, programLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';

/** /tests/:id: what the paper looks like, the instructions, past attempts, and Start. */
export function TestIntroPage() {
  const { id = '' } = useParams();
  const query = useTestIntro(id);
  const start = useStartAttempt();
  const navigate = useNavigate();

  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading test" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError ? query.error.message : 'Error loading test'}
        </p>
        <Button asChild>
          <Link to="/tests">All tests</Link>
        </Button>
      </div>
    );
  const t = query.data;
  const negative = t.sections.some((s) => s.negativeMarks > 0);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/tests" className="text-primary underline-offset-4 hover:underline">
          All tests
        </Link>
      </p>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {programLabel(t.program)} · {t.subject}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t.title}</h1>
      {t.description && <p className="mt-2 text-muted-foreground">{t.description}</p>}

      <dl className="my-6 grid grid-cols-3 gap-4">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Time</dt>
          <dd className="text-xl font-semibold">{t.timeLimitMinutes} min</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Questions</dt>
          <dd className="text-xl font-semibold">{t.questionCount}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Maximum marks</dt>
          <dd className="text-xl font-semibold">{formatMarks(t.maxScore)}</dd>
        </div>
      </dl>

      <h2 className="mb-2 text-xl font-semibold">Sections</h2>
      <Table caption="Sections" frameClassName="mb-6">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3">
              Section
            </th>
            <th scope="col" className="p-3 text-right">
              Questions
            </th>
            <th scope="col" className="p-3 text-right">
              Marks each
            </th>
            <th scope="col" className="p-3 text-right">
              Wrong answer
            </th>
            <th scope="col" className="p-3 text-right">
              Suggested time
            </th>
          </tr>
        </thead>
        <tbody>
          {t.sections.map((s) => (
            <tr key={s.id} className="border-t">
              <th scope="row" className="p-3 font-medium">
                {s.title}
              </th>
              <td className="p-3 text-right">{s.questionCount}</td>
              <td className="p-3 text-right">{formatMarks(s.marksPerQuestion)}</td>
              <td className="p-3 text-right">
                {s.negativeMarks > 0 ? formatMarks(-s.negativeMarks) : 'No penalty'}
              </td>
              <td className="p-3 text-right">
                {s.timeLimitMinutes ? `${s.timeLimitMinutes} min` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2 className="mb-2 text-xl font-semibold">Instructions</h2>
      <div className="mb-6 rounded-lg border p-4 text-sm whitespace-pre-line">
        {t.instructions || 'Each question has one correct answer.'}
        {'\n\n'}
        The timer starts when you press Start and keeps running on the server, even if you close the
        page. Unanswered questions score 0
        {negative ? '; wrong answers lose the marks shown above' : ''}. You can mark questions for
        review and change answers until you submit.
      </div>

      <Button
        size="lg"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(t.id, {
            onSuccess: ({ id: attemptId }) => void navigate(`/tests/attempt/${attemptId}`),
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : 'Could not start the test'),
          })
        }
      >
        {t.inProgressAttemptId ? 'Resume test' : t.attemptCount ? 'Retake test' : 'Start test'}
      </Button>

      {t.attempts.some((a) => a.status === 'submitted') && (
        <section className="mt-10" aria-labelledby="attempts-heading">
          <h2 id="attempts-heading" className="mb-2 text-xl font-semibold">
            Your attempts
          </h2>
          <ul className="grid gap-2">
            {t.attempts
              .filter((a) => a.status === 'submitted')
              .map((a) => (
                <li key={a.id} className="flex items-center justify-between rounded-md border p-3">
                  <span>
                    Attempt {a.attemptNo}: {formatMarks(a.score ?? 0)} / {formatMarks(a.maxScore)}
                    {a.practice && <PracticeBadge />}
                    <span className="block text-xs text-muted-foreground">
                      {new Date(a.startedAt).toLocaleString('en-IN')}
                    </span>
                  </span>
                  <Link
                    to={`/tests/attempt/${a.id}/result`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    View result<span className="sr-only"> of attempt {a.attemptNo}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      )}
    </div>
  );
}
