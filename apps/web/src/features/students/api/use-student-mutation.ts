import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsQueryKey } from './list-students';

/** Every change to a student refreshes the lists that may show them. */
export function useStudentMutation<TVariables, TResult extends { message: string | undefined }>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
