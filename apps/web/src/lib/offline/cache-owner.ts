import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { User } from '@academy/contract/auth';
import { meQueryKey } from '@/lib/session';
import { CACHE_NAMES, PRIVATE_CACHE_PREFIX } from '@/lib/offline-caches';

/** Whose pages and answers the phone's caches hold: a user's id, or '' for a visitor. */
const OWNER_KEY = 'academy.cacheOwner';

let clearing: Promise<unknown> = Promise.resolve();

/** Deletes every cache that may hold what one person saw, their saved files included. */
export function clearPrivateCaches(): Promise<unknown> {
  if (!('caches' in window)) return clearing;
  clearing = caches
    .keys()
    .then((names) =>
      Promise.all(
        names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((n) => caches.delete(n)),
      ),
    );
  return clearing;
}

/**
 * Resolves once a clearing under way has finished. A sign-out refetches what the page still
 * shows, the saved list among it; read before the deletes, it would make the cache again.
 */
export const untilCleared = () => clearing;

/**
 * Keeps the caches to one person. When the server's answer to "who is signed in" names someone
 * else than the caches were filled for: a sign-out (or a session that ended) deletes every
 * private cache; a sign-in deletes the visitor's stored pages, which say "signed out", and keeps
 * what the visitor saved. Only an answer counts: a failed request (offline) changes nothing.
 */
export function watchCacheOwner(queryClient: QueryClient): () => void {
  const check = (user: User | null) => {
    const owner = user?.userId ?? '';
    let previous: string | null;
    try {
      previous = localStorage.getItem(OWNER_KEY);
      localStorage.setItem(OWNER_KEY, owner);
    } catch {
      return;
    }
    if (previous === null || previous === owner || !('caches' in window)) return;
    if (previous !== '') void clearPrivateCaches();
    else void Promise.all([caches.delete(CACHE_NAMES.pages), caches.delete(CACHE_NAMES.data)]);
  };
  const seeded = queryClient.getQueryState<User | null>(meQueryKey);
  if (seeded?.status === 'success') check(seeded.data ?? null);
  return queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated' || query.queryHash !== hashKey(meQueryKey)) return;
    if (query.state.status === 'success') check((query.state.data as User | null) ?? null);
  });
}
