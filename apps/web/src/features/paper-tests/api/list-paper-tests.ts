import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { PaperTest } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';

export const paperTestsKey = ['paper-tests'];

/** A batch's paper tests, latest first, a page at a time. */
export const usePaperTests = (batchId: string, page: number) =>
  useQuery({
    queryKey: [...paperTestsKey, 'list', batchId, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<PaperTest>>(
          `/paper-tests?${new URLSearchParams({ batchId, page: String(page) })}`,
          signal,
        )
      ).data,
    enabled: Boolean(batchId),
    placeholderData: keepPreviousData,
  });
