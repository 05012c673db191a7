import { isAdmin } from '@academy/contract/roles';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTestBatches } from '@/features/paper-tests/api/list-batches';
import { PaperTestsPage } from '@/features/paper-tests/pages/paper-tests-page';
import { useUser } from '@/lib/session';

/** /paper-tests: an admin's tests of any batch, a teacher's of their own. */
export function PaperTestsRoute() {
  const { user } = useUser();
  const batches = useTestBatches(isAdmin(user?.roles));
  if (batches.isPending) return <Spinner />;
  if (batches.isError) return <LoadError error={batches.error} className="px-4 py-8" />;
  return <PaperTestsPage batches={batches.data} />;
}
