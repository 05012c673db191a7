import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList, CourseListQuery } from '@academy/contract/courses';
import { coursesQueryKey } from '@academy/contract/page-data';
import { api } from '@/lib/api-client';

export type CourseListParams = Partial<Record<keyof CourseListQuery, string | number>>;

export function toSearch(params: CourseListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export async function listCourses(params: CourseListParams, signal?: AbortSignal) {
  const { data } = await api.get<CourseList>(`/courses?${toSearch(params)}`, signal);
  return data;
}

export const coursesQueryOptions = (params: CourseListParams) =>
  queryOptions({
    queryKey: [...coursesQueryKey, params],
    queryFn: ({ signal }) => listCourses(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCourses = (params: CourseListParams) => useQuery(coursesQueryOptions(params));
