import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { StudentHomework, StudentHomeworkShow } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** A student's homework: what they may still send, what came back checked, or all of it. */
export const useStudentHomework = (studentId: string, show: StudentHomeworkShow, page: number) =>
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
