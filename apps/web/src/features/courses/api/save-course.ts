import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail, CourseForm } from '@academy/contract/courses';
import { api } from '@/lib/api-client';

export async function saveCourse({ id, values }: { id?: string; values: CourseForm }) {
  const result = id
    ? await api.put<CourseDetail>(`/courses/${encodeURIComponent(id)}`, values)
    : await api.post<CourseDetail>('/courses', values);
  return { course: result.data, message: result.message };
}

/** Creates (no id) or updates a course; the lists and the course's page are refetched. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'] }),
  });
}
