import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meQueryKey, type PageDataEntry } from '@academy/contract/page-data';

/**
 * The query-cache entries inlined into a page, so its first render waits on no API call. Only
 * for a request without session cookies: that visitor is signed out for sure (as
 * `GET /api/auth/me` would answer), and sees what every visitor sees. A signed-in page keeps
 * asking the API, where the session is checked.
 */
export function pageDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
): PageDataEntry[] | undefined {
  const { access, refresh } = app.sessionCookies.read(request);
  if (access || refresh) return undefined;
  return [{ queryKey: meQueryKey, data: null }];
}
