import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { useMyTestResults } from '../api/mock-tests';
import { TestResultList } from '../components/test-result-list';

/** /student/my-tests: every test the student has submitted, newest first, with its rank. */
export function MyTestsPage() {
  const { t, i18n } = useLingui();
  const results = useMyTestResults();
  const text = MOCK_TEST_TABLE.descriptors;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>My tests</Trans>
        </h1>
        <Button asChild variant="outline">
          <Link to="/tests">
            <Trans>Take a test</Trans>
          </Link>
        </Button>
      </div>
      {results.isPending ? (
        <LoadingBlock label={t`Loading your tests`} />
      ) : results.isError ? (
        <RetryBlock message={i18n._(text.myTestsError)} onRetry={() => void results.refetch()} />
      ) : results.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">{i18n._(text.myTestsEmpty)}</h2>
          <p className="text-muted-foreground">{i18n._(text.myTestsEmptyText)}</p>
        </div>
      ) : (
        <TestResultList
          results={results.data}
          label={t`Submitted tests`}
          linkOf={(r) => `/tests/attempt/${r.id}/result`}
        />
      )}
    </div>
  );
}
