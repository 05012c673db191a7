import { queryOptions, useQuery } from '@tanstack/react-query';
import { showcaseQueryKey } from '@academy/contract/page-data';
import type { Showcase } from '@academy/contract/trust';
import { api } from '@/lib/api-client';

/** GET /api/showcase; a visitor's first load of home or About has it inlined already. */
export const showcaseQueryOptions = () =>
  queryOptions({
    queryKey: showcaseQueryKey,
    queryFn: async ({ signal }) => (await api.get<Showcase>('/showcase', signal)).data,
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

/** The teachers, toppers, testimonials and counts; null while unknown or when it failed. */
export function useShowcase(): Showcase | null {
  return useQuery(showcaseQueryOptions()).data ?? null;
}
