import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { HomeworkList } from '../components/homework-list';
import { NewHomeworkForm } from '../components/new-homework-form';

/**
 * /homework: a teacher's (or an admin's) homework of a batch, the latest due first, and new
 * homework to set. Which batches the route hands in: a teacher's own, an admin's all.
 */
export function SetHomeworkPage({ batches }: { batches: { id: string; name: string }[] }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch') ?? batches[0]?.id ?? '';
  const batch = batches.find((b) => b.id === batchId);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Homework</Trans>
      </h1>
      {batches.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>You can set homework once you teach a batch.</Trans>
        </p>
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="homework-batch">{t`Batch`}</Label>
            <Select
              id="homework-batch"
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
              <NewHomeworkForm key={`new-${batch.id}`} batchId={batch.id} />
              <HomeworkList key={batch.id} batchId={batch.id} />
            </>
          )}
        </>
      )}
    </div>
  );
}
