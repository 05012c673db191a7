/**
 * The first paint of a visitor's page, rendered on the server (decisions §33): the same
 * routes and providers as main.tsx, with the query cache seeded from the data the server inlines
 * into the page, so the browser hydrates exactly this markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { localeBase, type Locale } from '@academy/contract/locales';
import type { PageDataEntry } from '@academy/contract/page-data';
import type { SiteConfig } from '@academy/contract/site-config';
import { siteConfigQueryKey } from '@/lib/site-config';
import { createI18n } from '@/lib/i18n/catalogs';
import { loadMessageTables } from '@/lib/i18n/contract-messages';

/** The server serves each language's catalog as a file of its own (web/web-build.ts). */
export { loadMessages } from '@/lib/i18n/catalogs';
import { seedCache } from '@/lib/page-data';
import { RenderedDataSaver } from '@/lib/data-saver';
import { createQueryClient } from '@/lib/query-client';
import { ServerRedirectContext } from '@/lib/redirect';
import { SiteOriginContext } from '@/lib/site-origin';
import { AppProvider } from './app/provider';
import { routes } from './app/route-table';

export interface RenderRequest {
  /** The page's full address. */
  url: string;
  /** The public site settings, as inlined into the page. */
  siteConfig: SiteConfig;
  /** The query-cache entries inlined into the page. */
  pageData: PageDataEntry[];
  /** The page's language, from its address (`/hi/...`). */
  locale: Locale;
  /** The browser asked for data saver (`Save-Data: on`): the smallest pictures. */
  saveData: boolean;
}

/** One handler per language: each answers under its own prefix. */
const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>();
const handlerFor = (locale: Locale) => {
  let handler = handlers.get(locale);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: localeBase(locale) || undefined });
    handlers.set(locale, handler);
  }
  return handler;
};

/**
 * The markup of `#root`, with the id of the deepest route the address matched (the app loads
 * the code of the routes on its way before it hydrates, main.tsx); where the page sends its
 * visitor on (lib/redirect.tsx), the address to redirect to; undefined when a route's loader
 * answers instead: the browser then renders it.
 */
export async function render({
  url,
  siteConfig,
  pageData,
  locale,
  saveData,
}: RenderRequest): Promise<{ html: string; route: string } | { redirect: string } | undefined> {
  const handler = handlerFor(locale);
  const [context, i18n] = await Promise.all([
    handler.query(new Request(url)),
    createI18n(locale),
    loadMessageTables(locale),
  ]);
  if (context instanceof Response) return undefined;
  const queryClient = createQueryClient();
  seedCache(queryClient, pageData);
  queryClient.setQueryData(siteConfigQueryKey, siteConfig);
  const router = createStaticRouter(handler.dataRoutes, context);
  const redirect: { to?: string } = {};
  const html = renderToString(
    <StrictMode>
      <ServerRedirectContext.Provider value={redirect}>
        <SiteOriginContext.Provider value={new URL(url).origin}>
          <RenderedDataSaver.Provider value={saveData}>
            <AppProvider queryClient={queryClient} i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </RenderedDataSaver.Provider>
        </SiteOriginContext.Provider>
      </ServerRedirectContext.Provider>
    </StrictMode>,
  );
  queryClient.clear();
  return redirect.to
    ? { redirect: redirect.to }
    : { html, route: context.matches.at(-1)!.route.id };
}
