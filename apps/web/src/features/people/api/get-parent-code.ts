import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentCode } from '@academy/contract/people';
import { api } from '@/lib/api-client';

export const parentCodeQueryKey = ['parent-code'] as const;

/** The signed-in student's parent code, or null before they make one. */
export async function getParentCode(signal?: AbortSignal) {
  const { data } = await api.get<{ parentCode: ParentCode | null }>('/student/parent-code', signal);
  return data.parentCode;
}

export const parentCodeQueryOptions = () =>
  queryOptions({ queryKey: parentCodeQueryKey, queryFn: ({ signal }) => getParentCode(signal) });

export const useParentCode = () => useQuery(parentCodeQueryOptions());
