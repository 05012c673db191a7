import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentPage } from '@academy/contract/students';
import { api } from '@/lib/api-client';

/** The admin students list (GET /api/user/admin), searched by name or phone for the desk. */
export async function findStudents(q: string, signal?: AbortSignal) {
  const search = new URLSearchParams({ q, pageSize: '10' });
  const { data } = await api.get<StudentPage>(`/user/admin?${search.toString()}`, signal);
  return data.items;
}

export const findStudentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin-payments', 'students', q],
    queryFn: ({ signal }) => findStudents(q, signal),
    enabled: q.trim().length >= 2,
  });

export const useFindStudents = (q: string) => useQuery(findStudentsQueryOptions(q));
