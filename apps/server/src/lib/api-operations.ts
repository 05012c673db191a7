import type { RouteOptions } from 'fastify';
import { errorEnvelope } from './envelope.ts';
import type { Access } from './access.ts';

/** The security requirement a signed-in caller meets: the session cookie. */
export const SESSION_SCHEME = 'session';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string | number, unknown>;
  security?: unknown;
  hide?: boolean;
}

/**
 * The failures a route can answer because of how it is declared, not what its service decides:
 * its input can fail validation (400), its access can refuse (401, 403), an unsafe method from
 * another site is refused (403), a body can be too large or of the wrong type (413, 415), a path
 * names something that may not exist (404), a limited route can be hit too often (429), and any
 * route can fail or lose its database (5XX). What only the service knows (409, 402, a 404
 * without a path parameter) the route declares itself with `failures(...)`.
 */
export function implicitFailures(route: {
  method: string;
  access: Access;
  schema: RouteSchema;
  rateLimited: boolean;
  crossSite: boolean;
}): string[] {
  const { method, access, schema } = route;
  const signedIn = access !== 'public' && access !== 'optional';
  const hasBody = BODY_METHODS.has(method);
  const statuses: string[] = [];
  if (schema.body || schema.querystring || schema.params || hasBody) statuses.push('400');
  if (signedIn) statuses.push('401');
  if (signedIn || (method !== 'GET' && method !== 'HEAD' && !route.crossSite)) statuses.push('403');
  if (schema.params) statuses.push('404');
  if (hasBody) statuses.push('413', '415');
  if (route.rateLimited) statuses.push('429');
  statuses.push('5XX');
  return statuses;
}

/** The security requirement an access declares: none, optional or the session cookie. */
export function securityOf(access: Access): Array<Record<string, string[]>> {
  if (access === 'public') return [];
  if (access === 'optional') return [{}, { [SESSION_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }];
}

/**
 * Completes an API route's schema for its description and its replies: the security its access
 * asks for, and the error envelope for every failure it can answer (so an error reply is
 * serialized, and checked, like a success). A route's own declarations win.
 */
export function completeOperation(route: RouteOptions) {
  const config = route.config as
    { access?: Access; rateLimit?: unknown; crossSite?: boolean } | undefined;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (config?.access === undefined || schema.hide) return;
  const response: Record<string, unknown> = { ...schema.response };
  for (const method of [route.method].flat()) {
    const statuses = implicitFailures({
      method,
      access: config.access,
      schema,
      rateLimited: config.rateLimit !== undefined,
      crossSite: Boolean(config.crossSite),
    });
    for (const status of statuses) {
      const key = status === '5XX' ? '5xx' : status;
      response[key] ??= errorEnvelope;
    }
  }
  route.schema = {
    ...schema,
    security: schema.security ?? securityOf(config.access),
    response,
  } as RouteOptions['schema'];
}
