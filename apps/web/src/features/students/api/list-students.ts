import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentPage, StudentSort } from '@academy/contract/students';
import { api } from '@/lib/api-client';

export interface StudentListParams {
  q: string;
  sort: StudentSort;
  page: number;
}

export const studentsQueryKey = ['students'] as const;

export const studentSearch = ({ q, sort, page }: StudentListParams) =>
  new URLSearchParams({ q, sort, page: String(page) }).toString();

export async function listStudents(params: StudentListParams, signal?: AbortSignal) {
  const { data } = await api.get<StudentPage>(`/user/admin?${studentSearch(params)}`, signal);
  return data;
}

export const studentsQueryOptions = (params: StudentListParams) =>
  queryOptions({
    queryKey: [...studentsQueryKey, params],
    queryFn: ({ signal }) => listStudents(params, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useStudents = (params: StudentListParams) => useQuery(studentsQueryOptions(params));
