import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { Term } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { reportCardsKey } from './keys';

/** The academy's terms, the latest first, a page at a time. */
export const useTerms = (page: number, pageSize = 20) =>
  useQuery({
    queryKey: [...reportCardsKey, 'terms', page, pageSize],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<Term>>(
          `/report-cards/terms?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
