import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DoubtPage, DoubtStatus } from '@academy/contract/doubts';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';

export interface DoubtFilters {
  status?: DoubtStatus | undefined;
  /** A batch's id, or `none` for the doubts without one. */
  batchId?: string | undefined;
  subject?: string | undefined;
  page: number;
}

/** The doubts the viewer may see, a page at a time: for staff, the queue's order. */
export const useDoubts = (filters: DoubtFilters) =>
  useQuery({
    queryKey: [...doubtsKey, 'list', filters],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(filters))
        if (value !== undefined && value !== '') search.set(key, String(value));
      return (await api.get<DoubtPage>(`/doubts?${search}`, signal)).data;
    },
    placeholderData: keepPreviousData,
  });
