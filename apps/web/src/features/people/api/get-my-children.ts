import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSummary } from '@academy/contract/people';
import { api } from '@/lib/api-client';

export const myChildrenQueryKey = ['my-children'] as const;

/** The signed-in parent's own children. */
export async function getMyChildren(signal?: AbortSignal) {
  const { data } = await api.get<{ children: ChildSummary[] }>('/parent/children', signal);
  return data.children;
}

export const myChildrenQueryOptions = () =>
  queryOptions({ queryKey: myChildrenQueryKey, queryFn: ({ signal }) => getMyChildren(signal) });

export const useMyChildren = () => useQuery(myChildrenQueryOptions());
