import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarksInput, PaperTestSheet } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestKey } from './get-paper-test';
import { paperTestsKey } from './list-paper-tests';

/** Saves cells of the grid; the answer is the grid as stored (results too, once published). */
export const useSaveMarks = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MarksInput) => api.put<PaperTestSheet>(`/paper-tests/${id}/marks`, values),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(paperTestKey(id), data);
      return queryClient.invalidateQueries({ queryKey: [...paperTestsKey, 'results'] });
    },
  });
};
