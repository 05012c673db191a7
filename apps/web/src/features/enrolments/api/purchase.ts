import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function purchaseCourse(id: string) {
  const { data, message } = await api.post<{ title: string; courseId: string; enrolled: boolean }>(
    `/purchase/${encodeURIComponent(id)}`,
  );
  return { ...data, message };
}

/** Enrols (free) or buys (paid) a course; the course page and My Courses are refetched. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseCourse,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: ['my-courses'] }),
      ]);
    },
  });
}
