import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaperTestInput, PaperTestSheet } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestsKey } from './list-paper-tests';

/** Sets a paper test for a batch; answers its (empty) marks grid. */
export const useCreatePaperTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PaperTestInput) => api.post<PaperTestSheet>('/paper-tests', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paperTestsKey }),
  });
};
