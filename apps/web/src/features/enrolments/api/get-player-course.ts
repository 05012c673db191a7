import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerCourse } from '@academy/contract/courses';
import { api } from '@/lib/api-client';

export async function getPlayerCourse(id: string, signal?: AbortSignal) {
  const { data } = await api.get<PlayerCourse>(
    `/student/my-courses/${encodeURIComponent(id)}`,
    signal,
  );
  return data;
}

export const playerCourseQueryKey = (id: string) => ['my-courses', 'player', id] as const;

export const playerCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playerCourseQueryKey(id),
    queryFn: ({ signal }) => getPlayerCourse(id, signal),
    retry: false,
  });

export const usePlayerCourse = (id: string) => useQuery(playerCourseQueryOptions(id));
