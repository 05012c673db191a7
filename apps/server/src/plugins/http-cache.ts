import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';

/**
 * What a shared cache (a CDN in front of the app) may do with a visitor's successful API read or
 * page:
 * keep it a minute, then serve it stale for five more while it asks again. An admin's edit is
 * seen by visitors within that time; the app itself never waits for it.
 */
export const PUBLIC_API_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Anything read with a session: only the browser may keep it, and it asks again every time. */
export const PRIVATE_API_CACHE = 'private, no-cache';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

function cacheControlFor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 || !isRead(request)) return 'no-store';
  // The viewer decides what an `optional` route answers; the cookies decide what a cache may
  // assume of the next caller with the same address.
  const isVisitor = request.viewer == null && !app.sessionCookies.present(request);
  return isVisitor ? PUBLIC_API_CACHE : PRIVATE_API_CACHE;
}

/**
 * HTTP caching of the API's answers and the web app's pages (web/spa.ts).
 * - Every string or buffer answer carries a weak ETag (registered before compression, so it is
 *   the JSON's hash, whatever the encoding); a GET whose If-None-Match names it gets 304 and no
 *   body. The answer is still built: this saves a phone's bytes, not the server's work.
 * - A successful GET by a visitor (no session cookies) may be held by a shared cache briefly
 *   (the server keeps it too, until an edit: plugins/visitor-cache.ts);
 *   anything read with a session is private. `Vary: Cookie` keeps the two apart (a page also
 *   varies with `Save-Data`, which picks its pictures). A route that
 *   sets its own Cache-Control (files, receipts, the calendar feed) keeps it. A refusal, an
 *   error or the answer to a write is stored nowhere.
 * Registered before the compression plugin; it needs `app.sessionCookies` (modules/auth/plugin.ts) only
 * when an answer is sent.
 */
export default fp(
  async function httpCache(app: FastifyInstance) {
    await app.register(etag, { weak: true });
    app.addHook('onSend', async (request, reply, payload) => {
      const isPage = String(reply.getHeader('content-type')).startsWith('text/html');
      const isApi = request.url.startsWith('/api/');
      if (!(isApi || isPage) || reply.hasHeader('cache-control')) return payload;
      reply.header('cache-control', cacheControlFor(app, request, reply));
      if (isRead(request)) {
        // A page's pictures follow the browser's data saver (web/spa.ts).
        const ours = isPage ? 'Cookie, Save-Data' : 'Cookie';
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, ${ours}` : ours);
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
