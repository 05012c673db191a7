import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';
import { seedFromPage } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { cn } from './lib/utils';
import './index.css';

const queryClient = createQueryClient();
seedFromPage(queryClient);
const container = document.getElementById('root')!;

/**
 * The page's own route modules, loaded before the router starts: a router that had to load them
 * itself would first render its fallback, not the markup the server rendered. They are fetched
 * only now, once the page has painted (decisions.md §35).
 */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

/** Ends the current task, so the browser may paint and answer input before the next step. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React takes over the page the server rendered (entry-server.tsx). The start-up work is cut
 * into separate tasks: a slow phone cannot answer a tap during one long task, and each task over
 * 50 ms counts towards Total Blocking Time. The hydration itself runs in a transition, so React
 * yields to the browser every few milliseconds while it walks the tree.
 */
async function hydrate() {
  // Matching the location against every route is work of its own, after the entry's evaluation.
  await yieldToMain();
  await loadMatchedRoutes();
  await yieldToMain();
  // tailwind-merge builds its table of class groups on its first call (about 10 ms on the
  // development machine): here, rather than inside the render of the first component.
  cn();
  await yieldToMain();
  // The router reads sessionStorage (saved view transitions) and matches every route.
  const router = createAppRouter();
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

if (container.hasChildNodes()) {
  void hydrate();
} else {
  startTransition(() => createRoot(container).render(app(createAppRouter())));
}
