import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/form-data';
import { homeworkKey } from './keys';

export interface HomeworkFields {
  batchId: string;
  title: string;
  instructions: string;
  /** On the academy's clock, as a datetime-local field gives it. */
  dueAt: string;
  cutoffAt: string;
  maxMarks: string;
}

/** Sets a batch homework, with its PDF if any (sent as the `pdf` part). */
export function useCreateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, pdf }: { fields: HomeworkFields; pdf: File | null }) => {
      const form = toFormData({ ...fields }, null);
      if (pdf) form.append('pdf', pdf);
      return api.post<{ id: string }>('/homework', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKey }),
  });
}
