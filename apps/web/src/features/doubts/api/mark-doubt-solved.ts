import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';

/** The student closes their doubt. */
export function useMarkDoubtSolved(doubtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>(`/doubts/${doubtId}/solved`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doubtsKey }),
  });
}
