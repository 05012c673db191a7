import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { PaperResult } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestsKey } from './list-paper-tests';

/** A student's published paper test results, latest first, a page at a time. */
export const usePaperResults = (studentId: string, page: number) =>
  useQuery({
    queryKey: [...paperTestsKey, 'results', studentId, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<PaperResult>>(
          `/paper-tests/students/${studentId}/results?page=${page}`,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
