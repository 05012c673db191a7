/**
 * The first paint of a visitor's page, rendered on the server (docs/decisions.md §33): the same
 * routes and providers as main.tsx, with the query cache seeded from the data the server inlines
 * into the page, so the browser hydrates exactly this markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { PageDataEntry } from '@academy/contract/page-data';
import type { SiteConfig } from '@academy/contract/site-config';
import { siteConfigQueryKey } from '@/features/site-config/api/get-site-config';
import { seedCache } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { SiteOriginContext } from '@/lib/site-origin';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

export interface RenderRequest {
  /** The page's full address. */
  url: string;
  /** The public site settings, as inlined into the page. */
  siteConfig: SiteConfig;
  /** The query-cache entries inlined into the page. */
  pageData: PageDataEntry[];
}

const handler = createStaticHandler(routes);

/**
 * The markup of `#root`, or undefined when the page is not rendered here (a redirect): the
 * browser then renders it as before.
 */
export async function render({ url, siteConfig, pageData }: RenderRequest) {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const queryClient = createQueryClient();
  seedCache(queryClient, pageData);
  queryClient.setQueryData(siteConfigQueryKey, siteConfig);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteOriginContext value={new URL(url).origin}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SiteOriginContext>
    </StrictMode>,
  );
  queryClient.clear();
  return html;
}
