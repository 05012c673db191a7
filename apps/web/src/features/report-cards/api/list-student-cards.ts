import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { StudentCards } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { reportCardsKey } from './keys';

/** The terms a student has report cards for, the latest first, each with its batches. */
export const useStudentCards = (studentId: string, page: number) =>
  useQuery({
    queryKey: [...reportCardsKey, 'student', studentId, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<StudentCards>>(
          `/report-cards/students/${encodeURIComponent(studentId)}?page=${page}`,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
