import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_MESSAGES } from '@academy/contract/link-messages';
import {
  linkListQuerySchema,
  usefulLinkAnswerSchema,
  usefulLinkSchema,
} from '@academy/contract/links';
import { envelope, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createLink, deleteLink, listLinks, updateLink } from './service.ts';

const params = z.object({ id: z.uuid(LINK_MESSAGES.notFound) });

/** Spec §7: the useful links, public to read, written by administrators. */
export default async function linkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/links',
    {
      schema: {
        summary: 'List useful links',
        operationId: 'listLinks',
        response: { 200: envelope(z.array(usefulLinkAnswerSchema)) },
        tags: ['links'],
        querystring: linkListQuerySchema,
      },
      config: { access: 'public' },
    },
    async (request) => ok(await listLinks(app.db, request.query.q)),
  );

  app.post(
    '/links',
    {
      schema: {
        summary: 'Add a useful link',
        operationId: 'createLink',
        response: { 201: envelope(usefulLinkAnswerSchema) },
        tags: ['links'],
        body: usefulLinkSchema,
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const link = await createLink(app.db, request.body, viewerOf(request));
      return reply.status(201).send(ok(link, LINK_MESSAGES.added));
    },
  );

  app.put(
    '/links/:id',
    {
      schema: {
        summary: 'Change a useful link',
        operationId: 'updateLink',
        response: { 200: envelope(usefulLinkAnswerSchema) },
        tags: ['links'],
        params,
        body: usefulLinkSchema,
      },
      config: { access: 'admin' },
    },
    async (request) =>
      ok(
        await updateLink(app.db, request.params.id, request.body, viewerOf(request)),
        LINK_MESSAGES.updated,
      ),
  );

  app.delete(
    '/links/:id',
    {
      schema: {
        summary: 'Delete a useful link',
        operationId: 'deleteLink',
        response: { 200: envelope(z.null()) },
        tags: ['links'],
        params,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteLink(app.db, request.params.id, viewerOf(request));
      return ok(null, LINK_MESSAGES.deleted);
    },
  );
}
