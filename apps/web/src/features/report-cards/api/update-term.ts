import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Term, TermInput } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { reportCardsKey } from './keys';

/** Changes a term's name or days; the server refuses days that overlap another term. */
export const useUpdateTerm = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TermInput) =>
      api.put<Term>(`/report-cards/terms/${encodeURIComponent(id)}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardsKey }),
  });
};
