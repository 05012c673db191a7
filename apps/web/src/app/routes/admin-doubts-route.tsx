import { LoadError } from '@/components/load-error';
import { useBatches } from '@/features/batches/api/batches';
import { DoubtQueuePage } from '@/features/doubts/pages/doubt-queue-page';

/** /admin/doubts: every doubt, those no batch names included. */
export function AdminDoubtsRoute() {
  const batches = useBatches();
  if (batches.isError) return <LoadError error={batches.error} />;
  return <DoubtQueuePage batches={batches.data ?? []} showUnassigned />;
}
