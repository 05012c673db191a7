import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadMessageTables } from '@/lib/i18n/contract-messages';
import { browserLocale } from '@/lib/i18n/locale';
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

/**
 * A page may show a contract message as it opens (a notice, the server's refusal): on a page in
 * another language, its code and those messages' translations load together. The visitor's
 * pages (`visitorRoute`) and the home page fetch them only when one is about to show.
 */
export function withMessageTables(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const loadsTables =
    typeof lazy === 'function' &&
    route.path !== undefined &&
    !(route.handle as RouteHandle | undefined)?.messagesOnDemand;
  return {
    ...route,
    ...(loadsTables && {
      lazy: async () => {
        const [loaded] = await Promise.all([lazy(), loadMessageTables(browserLocale())]);
        return loaded;
      },
    }),
    ...(children && { children: children.map(withMessageTables) }),
  } as RouteObject;
}
