import { isAdmin } from '@academy/contract/roles';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { useBatches } from '@/features/batches/api/batches';
import { PaperTestsPage } from '@/features/paper-tests/pages/paper-tests-page';
import { useTeacherBatches } from '@/features/timetable/api/teacher-batches';
import { useUser } from '@/lib/session';

/** /paper-tests: an admin's tests of any batch, a teacher's of their own. */
export function PaperTestsRoute() {
  const { user } = useUser();
  return user && isAdmin(user.roles) ? <AdminPaperTests /> : <TeacherPaperTests />;
}

function AdminPaperTests() {
  return <WithBatches batches={useBatches()} />;
}

function TeacherPaperTests() {
  return <WithBatches batches={useTeacherBatches()} />;
}

function WithBatches({
  batches,
}: {
  batches: ReturnType<typeof useBatches> | ReturnType<typeof useTeacherBatches>;
}) {
  if (batches.isPending) return <Spinner />;
  if (batches.isError) return <LoadError error={batches.error} className="px-4 py-8" />;
  return <PaperTestsPage batches={batches.data} />;
}
