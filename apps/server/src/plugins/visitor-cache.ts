import { randomUUID } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '@academy/contract/locales';
import { ROLES } from '@academy/contract/roles';
import type { Database } from '../db/client.ts';
import { createLru } from '../lib/lru.ts';
import { savesData } from '../web/save-data.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What this route answers a visitor (a GET without session cookies) is the same for every
     * visitor until the content changes, so it is kept and served again (plugins/visitor-cache.ts).
     * `query` names the query parameters the answer reads (for a route serving many pages, those
     * of the page at a path): any other parameter shares the entry. `onHit` runs when an answer
     * comes from the cache (a course page still counts its visit).
     */
    visitorCache?: {
      query: readonly string[] | ((path: string) => readonly string[]);
      onHit?(request: FastifyRequest): Promise<void>;
    };
  }
  interface FastifyInstance {
    visitorCache: VisitorCache;
  }
}

export interface VisitorCache {
  /** This request's answer is not to be kept (a render that failed, a form's messages). */
  skip(request: FastifyRequest): void;
  /** Forgets every kept answer, here and on every other instance. */
  invalidate(): Promise<void>;
  /** What is kept, for tests and the logs. */
  readonly stats: { entries: number; size: number; hits: number; misses: number; live: boolean };
}

/** The channel every instance on the database listens on. */
export const CONTENT_CHANNEL = 'academy_content';
/**
 * How long a kept answer is served. An edit forgets it at once; what changes without an edit
 * (the students counted on the home page, a course's views) is this old at most, as a CDN may
 * keep it for as long (plugins/http-cache.ts).
 */
export const VISITOR_CACHE_SECONDS = 60;
const MAX_ENTRIES = 2000;
/** About 32 MB of pages and lists (a page is 30 to 80 KB). */
const MAX_SIZE = 32 * 1024 * 1024;

/** Staff edit what visitors see; a student's or a parent's writes change only their own pages. */
const EDITORS: readonly number[] = [ROLES.admin, ROLES.teacher];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer;
  type: string;
  etag: string | undefined;
  expires: number;
}

type VisitorCacheQuery = NonNullable<FastifyContextConfig['visitorCache']>['query'];

/**
 * The address an answer is kept under: its path and only the parameters it reads, by name, so
 * `?utm_source=…` or a random string shares the page's entry rather than crowding it out.
 */
export function cacheAddress(url: string, reads: VisitorCacheQuery): string {
  const [path = '', search = ''] = url.split('?', 2);
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const names = typeof reads === 'function' ? reads(path) : reads;
  for (const name of [...names].sort())
    for (const value of given.getAll(name)) kept.append(name, value);
  return kept.size ? `${path}?${kept}` : path;
}

/** A miss being answered: where to keep it, and the generation it was read in. */
interface Pending {
  key: string;
  generation: number;
}

/**
 * Visitors' answers kept in memory, by address (the path and the parameters the answer reads),
 * until the content changes (decisions §59).
 * - A successful write by an admin or a teacher forgets everything kept, on this instance at once
 *   and on the others through NOTIFY on the shared database. An answer being built while that
 *   happens is not kept: it may have read the content before the write.
 * - An answer is kept for a minute at most, in at most 2,000 entries and about 32 MB, the least
 *   recently used forgotten first.
 * - While this instance is not listening (its connection to PostgreSQL lost), it keeps and
 *   serves nothing; once listening again it starts empty.
 * Registered before compression and after the ETag plugin: a kept answer is the page as built,
 * with its ETag, compressed for each request as it asks.
 */
export default fp(
  async function visitorCache(app: FastifyInstance, opts: { database: Database }) {
    const instance = randomUUID();
    const entries = createLru<Entry>({
      maxEntries: MAX_ENTRIES,
      maxSize: MAX_SIZE,
      sizeOf: (entry) => entry.body.length,
    });
    let generation = 0;
    let live = false;
    let hits = 0;
    let misses = 0;
    const pending = new WeakMap<FastifyRequest, Pending>();

    const forget = () => {
      generation += 1;
      entries.clear();
    };
    const stopListening = await opts.database.listen(CONTENT_CHANNEL, {
      notice: (from) => {
        if (from !== instance) forget();
      },
      listening: (now) => {
        forget();
        live = now;
      },
    });
    app.addHook('onClose', stopListening);

    async function invalidate() {
      forget();
      await opts.database.notify(CONTENT_CHANNEL, instance).catch((error: unknown) => {
        app.log.error({ err: error }, 'the other instances were not told of an edit');
      });
    }

    app.decorate('visitorCache', {
      skip: (request: FastifyRequest) => void pending.delete(request),
      invalidate,
      get stats() {
        return { entries: entries.count, size: entries.size, hits, misses, live };
      },
    } satisfies VisitorCache);

    const isVisitor = (request: FastifyRequest) => !app.sessionCookies.present(request);

    // After every onRequest hook (security headers, the access check); before the query is
    // validated, since a kept answer's address was valid when it was answered.
    app.addHook('preValidation', async (request, reply) => {
      const cached = request.routeOptions.config.visitorCache;
      if (!cached || !live) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!isVisitor(request)) return;
      // The language cookie decides whether a page is answered or redirected, data saver which
      // pictures it has (web/spa.ts).
      const address = cacheAddress(request.url, cached.query);
      const key = `${address}\n${request.cookies[LOCALE_COOKIE] ?? ''}\n${savesData(request)}`;
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) {
        hits += 1;
        await cached.onHit?.(request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'a page served from the cache was not counted');
        });
        if (entry.etag) reply.header('etag', entry.etag);
        return reply.header('x-cache', 'hit').type(entry.type).send(entry.body);
      }
      misses += 1;
      if (entry) entries.delete(key);
      reply.header('x-cache', 'miss');
      pending.set(request, { key, generation });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = pending.get(request);
      if (miss) {
        pending.delete(request);
        const keep =
          reply.statusCode === 200 &&
          request.method === 'GET' &&
          typeof payload === 'string' &&
          live &&
          miss.generation === generation;
        if (keep) {
          const etag = reply.getHeader('etag');
          entries.set(miss.key, {
            body: Buffer.from(payload),
            type: String(reply.getHeader('content-type')),
            etag: typeof etag === 'string' ? etag : undefined,
            expires: Date.now() + VISITOR_CACHE_SECONDS * 1000,
          });
        }
        return payload;
      }
      // Before the editor hears that the edit is saved, so their next visit shows it.
      const role = request.viewer?.user.role;
      if (UNSAFE.has(request.method) && reply.statusCode < 400 && role && EDITORS.includes(role))
        await invalidate();
      return payload;
    });
  },
  { name: 'visitor-cache' },
);
