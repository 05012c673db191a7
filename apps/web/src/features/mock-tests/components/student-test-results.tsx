import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useStudentTestResults } from '../api/mock-tests';
import { TestResultList } from './test-result-list';

/** View Details in Manage Students: the student's submitted mock tests with their scores. */
export function StudentTestResults({ studentId }: { studentId: string }) {
  const { t, i18n } = useLingui();
  const results = useStudentTestResults(studentId);
  const message = results.error ? translateMessage(i18n, results.error.message) : '';
  return (
    <section aria-labelledby="student-tests-heading" className="grid gap-3">
      <h3 id="student-tests-heading" className="font-semibold">
        <Trans>Test results</Trans>
      </h3>
      {results.isPending ? (
        <Spinner label={t`Loading test results`} />
      ) : results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>Error: {message}</Trans>
        </p>
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
