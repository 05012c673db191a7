import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinInput, JoinResult, OpenBatch } from '@academy/contract/batches';
import { api } from '@/lib/api-client';

const key = ['student', 'open-batches'];

export const useOpenBatches = () =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.get<OpenBatch[]>('/student/batches', signal)).data,
  });

/**
 * Joining, for the fee total the student confirmed, changes the timetable, the home's fees and
 * this list: all are read again. So is a refusal, which may be for a fee changed meanwhile.
 */
export function useJoinBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, ...body }: JoinInput & { batchId: string }) =>
      api.post<JoinResult>(`/student/batches/${batchId}/join`, body),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
