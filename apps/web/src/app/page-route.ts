import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * A page of the router: its address, its tab title, and its component, loaded as a chunk of its
 * own on the first visit. `load` is a literal `import()`, so the build splits the page out.
 */
export function pageRoute(
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ComponentType>,
  handle: Omit<RouteHandle, 'title'> = {},
): RouteObject {
  return {
    path,
    handle: { title, ...handle } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
  };
}

/** A visitor's page (the first-load budget's list): the contract's messages load on demand. */
export const visitorRoute = (
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ComponentType>,
) => pageRoute(path, title, load, { messagesOnDemand: true });
