import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDetails } from '@academy/contract/students';
import { api } from '@/lib/api-client';
import { studentsQueryKey } from './list-students';

export async function getStudentDetails(id: string, signal?: AbortSignal) {
  const { data } = await api.get<StudentDetails>(
    `/admin/students/${encodeURIComponent(id)}`,
    signal,
  );
  return data;
}

export const studentDetailsQueryOptions = (id: string) =>
  queryOptions({
    // Under the list's key, so every change to a student refreshes it too.
    queryKey: [...studentsQueryKey, 'details', id],
    queryFn: ({ signal }) => getStudentDetails(id, signal),
  });

export const useStudentDetails = (id: string) => useQuery(studentDetailsQueryOptions(id));
