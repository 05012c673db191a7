import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Term, TermInput } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { reportCardsKey } from './keys';

/** Adds a term; the server refuses one that overlaps another. */
export const useCreateTerm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TermInput) => api.post<Term>('/report-cards/terms', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardsKey }),
  });
};
