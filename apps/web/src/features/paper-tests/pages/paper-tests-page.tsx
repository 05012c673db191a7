import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { Label } from '@/components/ui/label';
import { useDateFormat } from '@/lib/i18n/formats';
import { usePaperTests } from '../api/list-paper-tests';
import { NewPaperTestForm } from '../components/new-paper-test-form';

export interface BatchChoice {
  id: string;
  name: string;
  subjects: string[];
}

/**
 * /paper-tests: a teacher's (or an admin's) paper tests of a batch, latest first, and a new
 * one. Which batches the route hands in: a teacher's own, an admin's all.
 */
export function PaperTestsPage({ batches }: { batches: BatchChoice[] }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch') ?? batches[0]?.id ?? '';
  const batch = batches.find((b) => b.id === batchId);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Paper tests</Trans>
      </h1>
      {batches.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>You can set paper tests once you teach a batch.</Trans>
        </p>
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="paper-tests-batch">{t`Batch`}</Label>
            <Select
              id="paper-tests-batch"
              value={batchId}
              onChange={(e) => setParams({ batch: e.target.value })}
            >
              {batches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </Select>
          </div>
          {batch && (
            <>
              <TestList key={batch.id} batchId={batch.id} />
              <NewPaperTestForm
                key={`new-${batch.id}`}
                batchId={batch.id}
                subjects={batch.subjects}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

function TestList({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const tests = usePaperTests(batchId, page);
  const day = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (tests.isPending) return <Spinner label={t`Loading paper tests`} />;
  if (tests.isError) return <LoadError error={tests.error} />;
  if (tests.data.total === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No paper tests in this batch yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <Table caption={t`Paper tests`}>
        <thead>
          <tr className="border-b">
            <th scope="col" className="p-3">
              <Trans>Test</Trans>
            </th>
            <th scope="col" className="p-3">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="p-3">
              <Trans>Maximum</Trans>
            </th>
            <th scope="col" className="p-3">
              <Trans>Results</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.data.items.map((test) => (
            <tr key={test.id} className="border-b last:border-0">
              <th scope="row" className="p-3 font-medium">
                <Link
                  to={`/paper-tests/${test.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {test.name}
                </Link>
              </th>
              <td className="p-3">{day.format(new Date(test.heldOn))}</td>
              <td className="p-3">{String(test.maxTotal)}</td>
              <td className="p-3">{test.publishedAt ? t`Published` : t`Not published`}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page} totalPages={pageCount(tests.data)} onPage={setPage} />
    </div>
  );
}
