import { Spinner } from '@/components/ui/spinner';
import { useStudentTestResults } from '../api/mock-tests';
import { TestResultList } from './test-result-list';

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
        <TestResultList
          results={results.data}
          label="Submitted tests"
          linkOf={(r) => `/admin/tests/${r.testId}/results`}
        />
      )}
    </section>
  );
}
