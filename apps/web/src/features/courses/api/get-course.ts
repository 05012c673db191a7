import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@academy/contract/courses';
import { courseQueryKey } from '@academy/contract/page-data';
import { api } from '@/lib/api-client';

export async function getCourse(id: string, signal?: AbortSignal) {
  const { data } = await api.get<CourseDetail>(`/courses/${encodeURIComponent(id)}`, signal);
  return data;
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseQueryKey(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: false,
  });

export const useCourse = (id: string | undefined) =>
  useQuery({ ...courseQueryOptions(id ?? ''), enabled: Boolean(id) });
