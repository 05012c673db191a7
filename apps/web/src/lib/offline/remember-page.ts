import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CACHE_NAMES } from '@/lib/offline-caches';

/**
 * Stores the app's own page (precached by the service worker) under the address of a page
 * opened inside the app, which the browser never loads as a page: the service worker can then
 * open it offline, and the page draws itself from the answers it kept. A page loaded from the
 * server is stored by the worker as it came.
 */
async function rememberPage(address: string) {
  const pages = await caches.open(CACHE_NAMES.pages);
  if (await pages.match(address)) return;
  const shell = await caches.match('/index.html', { ignoreSearch: true });
  if (shell) await pages.put(address, shell);
}

export function useRememberVisitedPages() {
  const { pathname, search } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (!('caches' in window) || !navigator.serviceWorker?.controller) return;
    // The browser's address, not the router's: a Hindi page's has its /hi prefix.
    void rememberPage(window.location.pathname + window.location.search).catch(() => undefined);
  }, [pathname, search]);
}
