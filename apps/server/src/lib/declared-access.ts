import type { FastifyInstance } from 'fastify';
import type { Access } from './access.ts';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** Exempt from the same-origin check (a server-to-server webhook). */
  crossSite: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, in the order they were registered. */
    routeAccess: readonly RouteAccess[];
  }
}

/**
 * Makes every route in `scope` declare who may call it (`config: { access }`) and enforces that
 * on `onRequest`: before the body is parsed or validated, so a caller without the right gets
 * 401/403 and never a validation message. A route without a declaration stops the server from
 * starting. The table of routes and their access is kept on `app.routeAccess`.
 */
export function requireDeclaredAccess(app: FastifyInstance, scope: FastifyInstance) {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  scope.addHook('onRoute', (route) => {
    const config = route.config as { access?: Access; crossSite?: boolean } | undefined;
    const access = config?.access;
    for (const method of [route.method].flat()) {
      if (access === undefined) {
        throw new Error(`${method} ${route.url} declares no access (config: { access })`);
      }
      table.push({ method, url: route.url, access, crossSite: Boolean(config?.crossSite) });
    }
  });
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // onRoute makes this unreachable for the scope's own routes; refuse rather than assume.
    if (access === undefined) throw new Error(`${request.routeOptions.url} declares no access`);
    await scope.authorize(request, access, {
      beforeNewPassword: request.routeOptions.config.beforeNewPassword,
    });
  });
}
