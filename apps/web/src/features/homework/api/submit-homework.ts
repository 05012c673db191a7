import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** Sends the student's work: photos (already compressed) or a PDF; again, it replaces the last. */
export function useSubmitHomework(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, pdf }: { photos: File[]; pdf: File | null }) => {
      const form = new FormData();
      for (const photo of photos) form.append('photos', photo);
      if (pdf) form.append('pdf', pdf);
      return api.post<null>(`/homework/${id}/submission`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKey }),
  });
}
