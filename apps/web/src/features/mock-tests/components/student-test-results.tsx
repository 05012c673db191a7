import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useStudentTestResults } from '../api/mock-tests';
import { TestResultList } from './test-result-list';

/** View Details in Manage Students: the student's submitted mock tests with their scores. */
export function StudentTestResults({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const results = useStudentTestResults(studentId);
  return (
    <section aria-labelledby="student-tests-heading" className="grid gap-3">
      <h3 id="student-tests-heading" className="font-semibold">
        <Trans>Test results</Trans>
      </h3>
      {results.isPending ? (
        <Spinner label={t`Loading test results`} />
      ) : results.isError ? (
        <LoadError error={results.error} className="text-sm" />
      ) : results.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No tests taken yet.</Trans>
        </p>
      ) : (
        <TestResultList
          results={results.data}
          label={t`Submitted tests`}
          linkOf={(r) => `/admin/tests/${r.testId}/results`}
        />
      )}
    </section>
  );
}
