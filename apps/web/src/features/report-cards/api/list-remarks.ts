import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { RemarkRow } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { reportCardsKey } from './keys';

export const remarksKey = (termId: string, batchId: string) => [
  ...reportCardsKey,
  'remarks',
  termId,
  batchId,
];

/** A batch's students in a term with their remarks, by name, a page at a time. */
export const useRemarks = (
  { termId, batchId }: { termId: string; batchId: string },
  page: number,
  pageSize: number,
) =>
  useQuery({
    queryKey: [...remarksKey(termId, batchId), page, pageSize],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<RemarkRow>>(
          `/report-cards/remarks?${new URLSearchParams({
            termId,
            batchId,
            page: String(page),
            pageSize: String(pageSize),
          })}`,
          signal,
        )
      ).data,
    enabled: Boolean(termId && batchId),
    placeholderData: keepPreviousData,
  });
