import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESOURCE_MESSAGES,
  resourceAnswerSchema,
  resourceListQuerySchema,
} from '@academy/contract/resources';
import { done, envelope, fileAnswer, ok, redirectAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { sendStoredFile } from '../files/service.ts';
import { UPLOAD_BODY_LIMIT, readMultipart } from '../files/upload.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  openResource,
  updateResource,
} from './service.ts';
import { DOCUMENT_TYPES } from '@academy/contract/files';

const idParams = z.object({ id: z.uuid(RESOURCE_MESSAGES.notFound) });

/** NCERT textbooks, NCERT solutions and past papers: public to browse, admins manage them. */
export default async function resourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary: 'List study resources',
        operationId: 'listResources',
        response: { 200: envelope(z.array(resourceAnswerSchema)) },
        tags: ['resources'],
        querystring: resourceListQuerySchema,
      },
      config: { access: 'public' },
    },
    async (request) => ok(await listResources(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a study resource',
        operationId: 'getResource',
        response: { 200: envelope(resourceAnswerSchema) },
        tags: ['resources'],
        params: idParams,
      },
      config: { access: 'public' },
    },
    async (request) => ok(await getResource(app.db, request.params.id)),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Upload a study resource',
        operationId: 'createResource',
        response: { 201: envelope(resourceAnswerSchema) },
        tags: ['resources'],
      },
      config: { access: 'admin' },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request, reply) => {
      const form = await readMultipart(request, app.storage);
      const resource = await createResource(app.db, app.storage, viewerOf(request), form);
      return reply.status(201).send(ok(resource, RESOURCE_MESSAGES.saved));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a study resource',
        operationId: 'updateResource',
        response: { 200: envelope(resourceAnswerSchema) },
        tags: ['resources'],
        params: idParams,
      },
      config: { access: 'admin' },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => {
      const form = await readMultipart(request, app.storage);
      const resource = await updateResource(
        app.db,
        app.storage,
        viewerOf(request),
        request.params.id,
        form,
      );
      return ok(resource, RESOURCE_MESSAGES.saved);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a study resource',
        operationId: 'deleteResource',
        response: { 200: done },
        tags: ['resources'],
        params: idParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteResource(app.db, app.storage, viewerOf(request), request.params.id);
      return ok(null, RESOURCE_MESSAGES.deleted);
    },
  );

  app.get(
    '/:id/file',
    {
      schema: {
        summary: "Download a study resource's file",
        operationId: 'downloadResource',
        response: {
          200: fileAnswer(Object.keys(DOCUMENT_TYPES), "The resource's file"),
          302: redirectAnswer('The resource is a link to another site'),
        },
        tags: ['resources'],
        params: idParams,
        querystring: z.object({ download: z.stringbool().optional() }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const opened = await openResource(app.db, request.params.id);
      if (opened.kind === 'link') return reply.redirect(opened.link);
      return sendStoredFile(
        reply,
        app.storage,
        opened.file,
        request.query.download ? 'attachment' : 'inline',
      );
    },
  );
}
