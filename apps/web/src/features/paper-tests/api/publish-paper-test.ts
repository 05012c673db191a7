import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaperTestSheet } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestKey } from './get-paper-test';
import { paperTestsKey } from './list-paper-tests';

/** Publishes the results: ranks, the students' and parents' homes, and their texts. */
export const usePublishPaperTest = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PaperTestSheet>(`/paper-tests/${id}/publish`),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(paperTestKey(id), data);
      return queryClient.invalidateQueries({ queryKey: paperTestsKey });
    },
  });
};
