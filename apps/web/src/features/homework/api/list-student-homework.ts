import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { StudentHomework } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** A student's homework: `pending`, what they may still send, or `all` of it, a page at a time. */
export const useStudentHomework = (studentId: string, show: 'pending' | 'all', page: number) =>
  useQuery({
    queryKey: [...homeworkKey, 'student', studentId, show, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<StudentHomework>>(
          `/homework/students/${studentId}/items?show=${show}&page=${page}&pageSize=5`,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
