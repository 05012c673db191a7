import { Link } from 'react-router';
import { MOCK_TEST_MESSAGES } from '@academy/contract/mock-tests';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyTestResults } from '../api/mock-tests';
import { TestResultList } from '../components/test-result-list';

/** /student/my-tests: every test the student has submitted, newest first, with its rank. */
export function MyTestsPage() {
  const results = useMyTestResults();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My Tests</h1>
        <Button asChild variant="outline">
          <Link to="/tests">Take a test</Link>
        </Button>
      </div>
      {results.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your tests" />
        </div>
      ) : results.isError ? (
        <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
          <p className="text-lg font-semibold">{MOCK_TEST_MESSAGES.myTestsError}</p>
          <Button onClick={() => void results.refetch()}>Refresh</Button>
        </div>
      ) : results.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">{MOCK_TEST_MESSAGES.myTestsEmpty}</h2>
          <p className="text-muted-foreground">{MOCK_TEST_MESSAGES.myTestsEmptyText}</p>
        </div>
      ) : (
        <TestResultList
          results={results.data}
          label="Submitted tests"
          linkOf={(r) => `/tests/attempt/${r.id}/result`}
        />
      )}
    </div>
  );
}
