import { useQuery } from '@tanstack/react-query';
import type { BatchSummary } from '@academy/contract/batches';
import { api } from '@/lib/api-client';

/** The batches the signed-in teacher teaches. */
export const useTeacherBatches = () =>
  useQuery({
    queryKey: ['timetable', 'teacher-batches'],
    queryFn: async ({ signal }) => (await api.get<BatchSummary[]>('/teacher/batches', signal)).data,
  });
