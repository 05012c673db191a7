import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueryKey } from './list-people';

/** Every change to a teacher or parent refreshes the lists that may show them. */
export function usePeopleMutation<TVariables, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<{ data: TData; message: string | undefined }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  });
}
