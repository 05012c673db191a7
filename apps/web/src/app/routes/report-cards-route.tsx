import { isAdmin } from '@academy/contract/roles';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTestBatches } from '@/features/paper-tests/api/list-batches';
import { RemarksPage } from '@/features/report-cards/pages/remarks-page';
import { useUser } from '@/lib/session';

/** /report-cards: an admin's remarks and cards of any batch, a teacher's of their own. */
export function ReportCardsRoute() {
  const { user } = useUser();
  // The batches one sets paper tests for are the batches one writes remarks for.
  const batches = useTestBatches(isAdmin(user?.roles));
  if (batches.isPending) return <Spinner />;
  if (batches.isError) return <LoadError error={batches.error} className="px-4 py-8" />;
  return <RemarksPage batches={batches.data} />;
}
