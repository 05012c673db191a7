import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useStudentTestResults } from '../api/mock-tests';
import { PracticeBadge } from './practice-badge';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** View Details in Manage Students: the student's submitted mock tests with their scores. */
export function StudentTestResults({ studentId }: { studentId: string }) {
  const results = useStudentTestResults(studentId);
  return (
    <section aria-labelledby="student-tests-heading" className="grid gap-3">
      <h3 id="student-tests-heading" className="font-semibold">
        Test results
      </h3>
      {results.isPending ? (
        <Spinner label="Loading test results" />
      ) : results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Error: {results.error.message}
        </p>
      ) : results.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tests taken yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Submitted tests">
          {results.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link to={`/admin/tests/${r.testId}/results`} className="font-medium hover:underline">
                {r.testTitle}
                {r.attemptNo > 1 ? ` (attempt ${r.attemptNo})` : ''}
              </Link>
              {r.practice && <PracticeBadge />}
              <span>
                {r.score} / {r.maxScore}
                <span className="text-muted-foreground">
                  {' · '}
                  {r.submittedAt ? dateFormat.format(new Date(r.submittedAt)) : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
