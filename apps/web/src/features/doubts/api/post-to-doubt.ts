import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';
import { photoForm } from './photo-form';

/** A teacher's answer, or the student's one reply: text and photos on the doubt's thread. */
export function usePostToDoubt(doubtId: string, kind: 'answers' | 'reply') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, photos }: { text: string; photos: File[] }) =>
      api.post<null>(`/doubts/${doubtId}/${kind}`, photoForm({ text }, photos)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doubtsKey }),
  });
}
