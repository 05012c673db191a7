import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead } from '@academy/contract/admissions';
import type { Page } from '@academy/contract/envelope';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** The work list's filters, as the URL keeps them. */
export type LeadFilters = Record<
  'q' | 'stage' | 'ownerId' | 'source' | 'program' | 'month',
  string
>;

/** The work list, due follow-ups first, a page at a time. */
export const useLeads = (filters: LeadFilters, page: number) => {
  const query = new URLSearchParams({ page: String(page), pageSize: '30' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return useQuery({
    queryKey: [...leadsKey, 'list', query.toString()],
    queryFn: async ({ signal }) =>
      (await api.get<Page<Lead>>(`/admissions/leads?${query}`, signal)).data,
    placeholderData: keepPreviousData,
  });
};
