import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCourse } from '@academy/contract/courses';
import { api } from '@/lib/api-client';

export async function getMyCourses(signal?: AbortSignal) {
  const { data } = await api.get<MyCourse[]>('/student/my-courses', signal);
  return data;
}

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['my-courses', 'list'], queryFn: ({ signal }) => getMyCourses(signal) });

export const useMyCourses = () => useQuery(myCoursesQueryOptions());
