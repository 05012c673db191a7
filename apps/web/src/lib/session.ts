import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@academy/contract/auth';
import { meQueryKey } from '@academy/contract/page-data';
import { ApiError, api } from '@/lib/api-client';

export { meQueryKey };

/**
 * The signed-in user, or null. A page finds it already in its data (lib/page-data.ts): `null` for
 * a visitor with no session cookies, the user for a live session (decisions §132), and never
 * asks. Otherwise an expired session answers 401, which the client turns into one refresh and one
 * retry, so a 401 that reaches here means "signed out".
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const { data } = await api.get<{ user: User | null }>('/auth/me', signal);
    return data.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // Changes only through this app's own calls (login, logout, refresh, profile), which write it.
    staleTime: Infinity,
    retry: 1,
  });

/** `user` is null when signed out (or when the server could not be asked). */
export function useUser() {
  const query = useQuery(meQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending };
}
