import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { photoForm } from './photo-form';
import { doubtsKey } from './keys';

export interface AskDoubtFields {
  text: string;
  batchId?: string | undefined;
  subject?: string | undefined;
  courseId?: string | undefined;
  lessonId?: string | undefined;
  questionId?: string | undefined;
}

/** Sends a doubt with its (already compressed) photos. */
export function useAskDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: AskDoubtFields; photos: File[] }) =>
      api.post<{ id: string }>('/doubts', photoForm({ ...fields }, photos)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doubtsKey }),
  });
}
