import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Resource, ResourceKind } from '@academy/contract/resources';
import { api } from '@/lib/api-client';

export type ResourceFilters = { kind: ResourceKind } & Partial<
  Record<'class' | 'stream' | 'subject' | 'exam' | 'year' | 'chapter', string>
>;

export async function listResources(filters: ResourceFilters, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  const { data } = await api.get<Resource[]>(`/resources?${search.toString()}`, signal);
  return data;
}

export const useResources = (filters: ResourceFilters) =>
  useQuery({
    queryKey: ['resources', filters],
    queryFn: ({ signal }) => listResources(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useResource = (id: string | undefined) =>
  useQuery({
    queryKey: ['resources', 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<Resource>(`/resources/${encodeURIComponent(id!)}`, signal)).data,
    enabled: Boolean(id),
  });
