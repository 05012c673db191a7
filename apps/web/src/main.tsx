import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';
import { seedFromPage } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
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

const app = () => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>
);

// A transition lets React yield to the browser while it renders or hydrates the first page,
// rather than blocking the main thread for the whole tree (Total Blocking Time on a slow phone).
if (container.hasChildNodes()) {
  // A visitor's page came rendered by the server (entry-server.tsx): React takes it over.
  void loadMatchedRoutes().finally(() =>
    startTransition(() => {
      hydrateRoot(container, app());
    }),
  );
} else {
  startTransition(() => createRoot(container).render(app()));
}
