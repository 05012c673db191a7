import { StrictMode, startTransition } from 'react';
import type { I18n } from '@lingui/core';
import {
  MATCHED_ROUTE_ELEMENT_ID,
  MODULES_ELEMENT_ID,
  SAVE_DATA_ATTRIBUTE,
} from '@academy/contract/page-data';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, loadRoutesOnTheWayTo, prefetchSignedInAreas } from './app/router';
import { listenForInstallPrompt } from '@/lib/offline/install-prompt';
import { RenderedDataSaver } from './lib/data-saver';
import { fetchFontsForNextPages } from './lib/fonts';
import { rememberLandingCampaign } from './lib/landing-campaign';
import { attachAreaCatalogs } from './lib/i18n/areas';
import { createI18n } from './lib/i18n/catalogs';
import { locationLocale } from './lib/i18n/locale';
import { afterLoad } from './lib/page-loaded';
import { seedFromPage } from './lib/page-data';
import { meQueryOptions } from './lib/session';
import { createQueryClient } from './lib/query-client';
import { cn } from './lib/utils';
import './index.css';

// The page's Content-Security-Policy forbids eval: zod's probe for it (to compile its parsers),
// wherever a schema first parses, would be reported as a violation. Zod reads its settings from
// this global, so the entry sets them without loading zod.
const zodSettings = globalThis as { __zod_globalConfig?: object };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

listenForInstallPrompt();
rememberLandingCampaign(location.search);
const queryClient = createQueryClient();
seedFromPage(queryClient);
const container = document.getElementById('root')!;
const locale = locationLocale();

/**
 * The page's own route modules, loaded before the router starts. They are fetched only now, once
 * the page has painted (decisions §35). The server names the route it matched: matching the
 * address here would compile a pattern for every route of the table (decisions §76).
 */
function loadMatchedRoutes() {
  const matched = document.querySelector<HTMLMetaElement>(`meta#${MATCHED_ROUTE_ELEMENT_ID}`);
  return loadRoutesOnTheWayTo(matched?.content ?? '');
}

const renderedDataSaver = document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE);

const app = (router: ReturnType<typeof createAppRouter>, i18n: I18n) => (
  <StrictMode>
    <RenderedDataSaver.Provider value={renderedDataSaver}>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </RenderedDataSaver.Provider>
  </StrictMode>
);

/** Ends the current task, so the browser may paint and answer input before the next step. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The route's chunks the server named in the page (`<meta name="route-modules">`), preloaded four
 * to a task. Loading the route, Vite adds a preload link for each chunk it needs that has none,
 * all in one task: 60 to 240 ms at Lighthouse's 4x CPU slowdown for a study page's 40 chunks
 * (decisions §64).
 */
async function preloadRouteModules() {
  const named = document.querySelector<HTMLMetaElement>(`meta#${MODULES_ELEMENT_ID}`);
  const hrefs = named?.content.split(' ') ?? [];
  for (let from = 0; from < hrefs.length; from += 4) {
    for (const href of hrefs.slice(from, from + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await yieldToMain();
  }
}

/**
 * React takes over the page the server rendered (entry-server.tsx). The start-up work is cut
 * into separate tasks: a slow phone cannot answer a tap during one long task, and each task over
 * 50 ms counts towards Total Blocking Time. The hydration itself, a transition, React cuts into
 * slices of a few milliseconds.
 */
async function hydrate() {
  // The entry's evaluation is a task of its own.
  await yieldToMain();
  await preloadRouteModules();
  // The page's code and its language's catalog, fetched together.
  const [i18n, routeCode] = await Promise.allSettled([createI18n(locale), loadMatchedRoutes()]);
  // Without either (a connection lost, a deploy in between) the page cannot come alive: it stays
  // the server's, whose links and forms work without script.
  if (i18n.status === 'rejected' || routeCode.status === 'rejected') return;
  attachAreaCatalogs(i18n.value);
  await yieldToMain();
  // tailwind-merge builds its table of the app's class groups (lib/class-groups.ts) on its first
  // call: here, rather than inside the render of the first component.
  cn();
  await yieldToMain();
  // The router reads sessionStorage as it starts (its saved view transitions). The first read
  // of a page fetches the whole store from the browser's own process, 1 to 9 ms here: a task
  // of its own.
  try {
    void sessionStorage.length;
  } catch {
    // Storage blocked (a private mode, a sandbox): the router does without, as it reads it.
  }
  await yieldToMain();
  // The router matches the visitor's routes (decisions §77).
  const router = createAppRouter(locale, { hydrate: true });
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(container, app(router, i18n.value));
  });
}

/**
 * A page the browser draws is most often a signed-in user's: its area's routes, fetched early,
 * and who is signed in, asked at once rather than once the page's code has come and its guard
 * renders (a visitor with no session cookies has `null` in the page already and asks nothing).
 */
async function render() {
  prefetchSignedInAreas();
  void queryClient.prefetchQuery(meQueryOptions());
  const i18n = await createI18n(locale);
  attachAreaCatalogs(i18n);
  startTransition(() => createRoot(container).render(app(createAppRouter(locale), i18n)));
}

void (container.hasChildNodes() ? hydrate() : render());

// After the page has loaded, never before it: the service worker's code, and the fonts.
afterLoad(() => void fetchFontsForNextPages());
if (import.meta.env.PROD) {
  afterLoad(
    () =>
      void import('@/lib/offline/register-service-worker').then((module) =>
        module.registerServiceWorker(),
      ),
  );
}
