import { isAdmin } from '@academy/contract/roles';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SetHomeworkPage } from '@/features/homework/pages/set-homework-page';
import { useTestBatches } from '@/features/paper-tests/api/list-batches';
import { useUser } from '@/lib/session';

/** /homework: an admin sets homework to any batch, a teacher to their own. */
export function HomeworkRoute() {
  const { user } = useUser();
  const batches = useTestBatches(isAdmin(user?.roles));
  if (batches.isPending) return <Spinner />;
  if (batches.isError) return <LoadError error={batches.error} className="px-4 py-8" />;
  return <SetHomeworkPage batches={batches.data} />;
}
