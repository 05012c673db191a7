/**
 * The service worker (vite-plugin-pwa, injectManifest). What it keeps, and why each strategy
 * (decisions §51):
 * - the app's shell (apps/web/offline-shell.ts), its fonts, the offline page and the bare app
 *   page: precached at install, replaced whole by the next version; other pages' code as it is
 *   used;
 * - pages: public ones stale-while-revalidate (a visited page opens at once, and is fresh on the
 *   next visit), the rest network first; either falls back to its stored copy, then to the
 *   offline page;
 * - the API's answers: network first, with the stored answer when the network is gone or slow,
 *   so a purchase or a new setting shows at once while online;
 * - saved files: from the "Save offline" cache before the network;
 * - the covers' thumbnails: kept as they are seen, so a stored page shows its pictures offline.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, SAVABLE_FILE } from '../lib/offline-caches';
import { isPublicPage } from './public-pages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** How long a slow network is waited for before the stored copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Only whole, successful answers are kept: never an error page or a redirect to /login.
const keepOk = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.ok && !response.redirected ? response : null,
};

const publicPages = new StaleWhileRevalidate({ cacheName: CACHE_NAMES.pages, plugins: [keepOk] });
const otherPages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepOk],
});
const data = new NetworkFirst({
  cacheName: CACHE_NAMES.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      // JSON only: files (PDFs, images) are large and have their own cache when saved.
      cacheWillUpdate: async ({ response }) =>
        response.ok && response.headers.get('content-type')?.includes('application/json')
          ? response
          : null,
    },
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Other pages' code, kept as they are visited: a hashed name never changes its content.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A thumbnail of a video does not change: the stored one is shown, the network never waited for.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/thumbnails/'),
  new CacheFirst({
    cacheName: 'thumbnails',
    plugins: [keepOk, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A saved note opens from the phone, in airplane mode too, whether viewed or downloaded.
registerRoute(
  ({ url }) => sameOrigin(url) && SAVABLE_FILE.test(url.pathname),
  async ({ request }) =>
    // caches.match with a name, not caches.open: looking must not recreate a deleted cache.
    (await caches.match(request, { cacheName: CACHE_NAMES.saved, ignoreSearch: true })) ??
    fetch(request),
);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  async (options) => {
    const url = new URL(options.request.url);
    try {
      const response = await (isPublicPage(url.pathname) ? publicPages : otherPages).handle(
        options,
      );
      if (response) return response;
    } catch {
      // No network and no stored copy: below.
    }
    // The saved list reads only the phone's cache, so the bare app page can show it.
    const fallback = url.pathname === '/saved' ? '/index.html' : '/offline.html';
    return (await matchPrecache(fallback)) ?? Response.error();
  },
);

/** The API's reads, but not the sign-in calls: only who is signed in (`me`) is worth keeping. */
const isKeptRead = ({ pathname }: URL) =>
  pathname.startsWith('/api/') &&
  (!pathname.startsWith('/api/auth/') || pathname === '/api/auth/me');

registerRoute(({ url }) => sameOrigin(url) && isKeptRead(url), data);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Stored pages name the previous version's script files, which this version has removed.
      caches.delete(CACHE_NAMES.pages),
      // The page that installed the first version is served by it from now on, not only the
      // next one. A later version takes over only when the student reloads for it.
      self.clients.claim(),
    ]),
  );
});

// "Update available" → Reload (lib/offline/register-service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
