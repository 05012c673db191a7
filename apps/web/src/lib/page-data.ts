import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@academy/contract/page-data';

/**
 * Puts what the server inlined into the page (who is signed in, if anyone; a visitor's page's
 * first data) into the cache before the first render, so that render waits on no request.
 * A page without the block, or with a broken one, leaves the cache empty: the app then asks.
 */
export function seedFromPage(queryClient: QueryClient): void {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let entries: PageDataEntry[];
  try {
    entries = JSON.parse(text) as PageDataEntry[];
  } catch {
    return;
  }
  seedCache(queryClient, entries);
}

export function seedCache(queryClient: QueryClient, entries: PageDataEntry[]): void {
  for (const { queryKey, data } of entries) queryClient.setQueryData(queryKey, data);
}
