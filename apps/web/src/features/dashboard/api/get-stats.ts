import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats, StatsRange } from '@academy/contract/dashboard';
import { api } from '@/lib/api-client';

export async function getStats(range: StatsRange, signal?: AbortSignal) {
  const { data } = await api.get<DashboardStats>(`/admin/stats?range=${range}`, signal);
  return data;
}

export const statsQueryKey = ['dashboard', 'stats'] as const;

export const statsQueryOptions = (range: StatsRange) =>
  queryOptions({
    queryKey: [...statsQueryKey, range],
    queryFn: ({ signal }) => getStats(range, signal),
    // The cards keep the last figures while the next range loads.
    placeholderData: keepPreviousData,
  });

export const useStats = (range: StatsRange) => useQuery(statsQueryOptions(range));
