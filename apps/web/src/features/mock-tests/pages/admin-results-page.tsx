import { Link, useParams } from 'react-router';
import { formatDuration } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useAdminResults } from '../api/mock-tests';
import { formatMarks, programLabel } from '../lib/format';
import { PracticeBadge } from '../components/practice-badge';

/** /admin/tests/:id/results: every submitted attempt, the average and the hardest questions. */
export function AdminResultsPage() {
  const { id = '' } = useParams();
  const query = useAdminResults(id);
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading results" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError ? query.error.message : 'Error loading results'}
        </p>
        <Button onClick={() => void query.refetch()}>Refresh</Button>
      </div>
    );
  const r = query.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/admin/tests" className="text-primary underline-offset-4 hover:underline">
          All mock tests
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Results: {r.test.title}</h1>
      <p className="mt-1 text-muted-foreground">
        {programLabel(r.test.program)} · {r.test.subject} · {r.test.questionCount} questions ·{' '}
        {formatMarks(r.test.maxScore)} marks
      </p>
      <dl className="my-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat label="Students" value={String(r.studentCount)} />
        <Stat label="Practice attempts" value={String(r.practiceCount)} />
        <Stat
          label="Average score"
          value={r.averageScore === null ? '—' : formatMarks(r.averageScore)}
        />
        <Stat
          label="Highest score"
          value={r.highestScore === null ? '—' : formatMarks(r.highestScore)}
        />
      </dl>
      <p className="-mt-4 mb-8 text-xs text-muted-foreground">
        Scores, ranks and the hardest questions count each student’s first attempt; a retake is
        practice and is listed after them.
      </p>

      <h2 className="mb-3 text-xl font-semibold">Hardest questions</h2>
      {r.hardestQuestions.length === 0 ? (
        <p className="mb-8 text-muted-foreground">No attempts yet.</p>
      ) : (
        <Table caption="Hardest questions" frameClassName="mb-10">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                No.
              </th>
              <th scope="col" className="p-3">
                Question
              </th>
              <th scope="col" className="p-3">
                Topic
              </th>
              <th scope="col" className="p-3 text-right">
                Answered
              </th>
              <th scope="col" className="p-3 text-right">
                Solved correctly
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

      <h2 className="mb-3 text-xl font-semibold">Attempts</h2>
      {r.attempts.length === 0 ? (
        <p className="text-muted-foreground">No attempts yet.</p>
      ) : (
        <Table caption="Attempts">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                Student
              </th>
              <th scope="col" className="p-3 text-right">
                Attempt
              </th>
              <th scope="col" className="p-3 text-right">
                Score
              </th>
              <th scope="col" className="p-3 text-right">
                Correct
              </th>
              <th scope="col" className="p-3 text-right">
                Wrong
              </th>
              <th scope="col" className="p-3 text-right">
                Left
              </th>
              <th scope="col" className="p-3">
                Time
              </th>
              <th scope="col" className="p-3">
                Submitted
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
                  {new Date(a.submittedAt).toLocaleString('en-IN')}
                  {a.autoSubmitted && (
                    <span className="block text-xs text-muted-foreground">time ran out</span>
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
