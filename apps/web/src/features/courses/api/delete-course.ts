import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function deleteCourse(id: string) {
  const { data, message } = await api.delete<{ archived: boolean }>(
    `/courses/${encodeURIComponent(id)}`,
  );
  return { ...data, message };
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'] }),
  });
}
