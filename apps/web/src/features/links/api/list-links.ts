import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsefulLink } from '@academy/contract/links';
import { api } from '@/lib/api-client';

export const linksQueryKey = ['links'] as const;

export async function listLinks(q: string, signal?: AbortSignal) {
  const { data } = await api.get<UsefulLink[]>(`/links?${new URLSearchParams({ q })}`, signal);
  return data;
}

export const linksQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...linksQueryKey, q],
    queryFn: ({ signal }) => listLinks(q, signal),
    placeholderData: keepPreviousData,
  });

export const useLinks = (q = '') => useQuery(linksQueryOptions(q));
