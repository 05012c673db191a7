import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentHome } from '@academy/contract/student-home';
import { api } from '@/lib/api-client';

export async function getStudentHome(signal?: AbortSignal) {
  const { data } = await api.get<StudentHome>('/student/home', signal);
  return data;
}

/** Under `my-courses` too, so what refreshes the student's courses refreshes the home. */
export const studentHomeQueryOptions = () =>
  queryOptions({
    queryKey: ['my-courses', 'home'],
    queryFn: ({ signal }) => getStudentHome(signal),
  });

export const useStudentHome = () => useQuery(studentHomeQueryOptions());
