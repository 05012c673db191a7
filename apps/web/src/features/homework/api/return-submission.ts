import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** The teacher's check of a submission: marks and a comment, returned to the student. */
export function useReturnSubmission(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { marks: number; comment: string }) =>
      api.post<null>(`/homework/submissions/${submissionId}/return`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKey }),
  });
}
