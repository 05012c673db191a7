import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsQueryKey } from './list-students';

/** Every change to a student refreshes the lists that may show them. */
export function useStudentMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<{ message: string | undefined }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
