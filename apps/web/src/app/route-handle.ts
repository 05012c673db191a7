import type { Params } from 'react-router';

/** Static data on a route: its document title. */
export interface RouteHandle {
  title?: string | ((params: Params) => string);
}

export function routeTitle(handle: RouteHandle | undefined, params: Params): string | undefined {
  const title = handle?.title;
  return typeof title === 'function' ? title(params) : title;
}
