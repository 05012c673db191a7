import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { envelope, ok } from './envelope.ts';
import { viewerOf, type Viewer } from './viewer.ts';

/** One kind of curated list (useful links, the video library), and what makes it that kind. */
export interface CuratedList<Query extends z.ZodType, Body extends z.ZodType, Answer> {
  /** `/links`: the list, and `/links/:id` for one entry. */
  path: `/${string}`;
  tag: string;
  /** The operationIds' nouns: listLinks, createLink, updateLink, deleteLink. */
  names: { one: string; many: string };
  summaries: Record<'list' | 'create' | 'update' | 'delete', string>;
  query: Query;
  body: Body;
  answer: z.ZodType<Answer>;
  messages: Record<'notFound' | 'added' | 'updated' | 'deleted', string>;
  list(db: Db, query: z.output<Query>): Promise<Answer[]>;
  create(db: Db, input: z.output<Body>, viewer: Viewer): Promise<Answer>;
  update(db: Db, id: string, input: z.output<Body>, viewer: Viewer): Promise<Answer>;
  remove(db: Db, id: string, viewer: Viewer): Promise<void>;
}

/**
 * A curated list's four routes: anyone reads it, administrators add, change and delete its
 * entries (each write audited by the kind's service).
 */
export function curatedListRoutes<Query extends z.ZodType, Body extends z.ZodType, Answer>(
  kind: CuratedList<Query, Body, Answer>,
) {
  const params = z.object({ id: z.uuid(kind.messages.notFound) });
  const one = envelope(kind.answer);

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      kind.path,
      {
        schema: {
          summary: kind.summaries.list,
          operationId: `list${kind.names.many}`,
          response: { 200: envelope(z.array(kind.answer)) },
          tags: [kind.tag],
          querystring: kind.query,
        },
        config: { access: 'public' },
      },
      async (request) => ok(await kind.list(app.db, request.query as z.output<Query>)),
    );

    app.post(
      kind.path,
      {
        schema: {
          summary: kind.summaries.create,
          operationId: `create${kind.names.one}`,
          response: { 201: one },
          tags: [kind.tag],
          body: kind.body,
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const entry = await kind.create(app.db, request.body as z.output<Body>, viewerOf(request));
        return reply.status(201).send(ok(entry, kind.messages.added));
      },
    );

    app.put(
      `${kind.path}/:id`,
      {
        schema: {
          summary: kind.summaries.update,
          operationId: `update${kind.names.one}`,
          response: { 200: one },
          tags: [kind.tag],
          params,
          body: kind.body,
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const input = request.body as z.output<Body>;
        const entry = await kind.update(app.db, request.params.id, input, viewerOf(request));
        return ok(entry, kind.messages.updated);
      },
    );

    app.delete(
      `${kind.path}/:id`,
      {
        schema: {
          summary: kind.summaries.delete,
          operationId: `delete${kind.names.one}`,
          response: { 200: envelope(z.null()) },
          tags: [kind.tag],
          params,
        },
        config: { access: 'admin' },
      },
      async (request) => {
        await kind.remove(app.db, request.params.id, viewerOf(request));
        return ok(null, kind.messages.deleted);
      },
    );
  };
}
