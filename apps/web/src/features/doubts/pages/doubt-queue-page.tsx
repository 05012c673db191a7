import { Trans, useLingui } from '@lingui/react/macro';
import type { DoubtStatus } from '@academy/contract/doubts';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDoubts } from '../api/list-doubts';
import { DoubtList } from '../components/doubt-list';
import { StatusFilter } from '../components/status-filter';

interface DoubtQueuePageProps {
  /** The batches to filter by: a teacher's own, an admin's all. */
  batches: { id: string; name: string; subjects: string[] }[];
  /** An admin also answers the doubts no batch names. */
  showUnassigned: boolean;
}

/** The doubts queue: waiting first, the oldest first, by batch, subject and status. */
export function DoubtQueuePage({ batches, showUnassigned }: DoubtQueuePageProps) {
  const { t } = useLingui();
  const [params, update] = useUrlFilters();
  const batchId = params.get('batchId') ?? '';
  const subject = params.get('subject') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 1);
  const doubts = useDoubts({
    batchId: batchId || undefined,
    subject: subject || undefined,
    status: (status || undefined) as DoubtStatus | undefined,
    page,
  });
  const subjects = [
    ...new Set(batches.filter((b) => !batchId || b.id === batchId).flatMap((b) => b.subjects)),
  ];
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Doubts queue</Trans>
      </h1>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="queue-batch">{t`Batch`}</Label>
          <Select
            id="queue-batch"
            value={batchId}
            onChange={(e) => update({ batchId: e.target.value, subject: '' })}
          >
            <option value="">{t`All batches`}</option>
            {showUnassigned && <option value="none">{t`No batch`}</option>}
            {batches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="queue-subject">{t`Subject`}</Label>
          <Select
            id="queue-subject"
            value={subject}
            onChange={(e) => update({ subject: e.target.value })}
          >
            <option value="">{t`All subjects`}</option>
            {subjects.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
        <StatusFilter value={status} onChange={(next) => update({ status: next })} />
      </div>
      {doubts.isPending ? (
        <LoadingBlock label={t`Loading doubts`} />
      ) : doubts.isError ? (
        <LoadError error={doubts.error} />
      ) : (
        <DoubtList
          page={doubts.data}
          showStudent
          onPage={(next) => update({ page: String(next) })}
        />
      )}
    </div>
  );
}
