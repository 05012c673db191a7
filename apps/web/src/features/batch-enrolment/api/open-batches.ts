import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinResult, OpenBatch } from '@academy/contract/batches';
import { api } from '@/lib/api-client';

const key = ['student', 'open-batches'];

export const useOpenBatches = () =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.get<OpenBatch[]>('/student/batches', signal)).data,
  });

/** Joining changes the timetable, the home's fees and this list: all are read again. */
export function useJoinBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => api.post<JoinResult>(`/student/batches/${batchId}/join`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
