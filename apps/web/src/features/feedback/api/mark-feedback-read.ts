import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackQueryKey } from './list-feedback';

export const markFeedbackRead = ({ id, read }: { id: string; read: boolean }) =>
  api.patch<unknown>(`/admin/feedback/${id}`, { read });

export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}
