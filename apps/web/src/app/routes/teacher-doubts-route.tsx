import { LoadError } from '@/components/load-error';
import { DoubtQueuePage } from '@/features/doubts/pages/doubt-queue-page';
import { useTeacherBatches } from '@/features/timetable/api/teacher-batches';

/** /teacher/doubts: the doubts of the batches the teacher teaches. */
export function TeacherDoubtsRoute() {
  const batches = useTeacherBatches();
  if (batches.isError) return <LoadError error={batches.error} />;
  return <DoubtQueuePage batches={batches.data ?? []} showUnassigned={false} />;
}
