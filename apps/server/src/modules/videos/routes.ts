import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  libraryVideoAnswerSchema,
  videoListQuerySchema,
  libraryVideoSchema,
} from '@academy/contract/videos';
import { VIDEO_MESSAGES } from '@academy/contract/video-library';

import { envelope, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createVideo, deleteVideo, listVideos, updateVideo } from './service.ts';

const params = z.object({ id: z.uuid(VIDEO_MESSAGES.notFound) });

/** decisions.md: the video library, public to read, curated by administrators. */
export default async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/videos',
    {
      schema: {
        summary: 'List the video library',
        operationId: 'listVideos',
        response: { 200: envelope(z.array(libraryVideoAnswerSchema)) },
        tags: ['videos'],
        querystring: videoListQuerySchema,
      },
      config: { access: 'public' },
    },
    async (request) => ok(await listVideos(app.db, request.query.section)),
  );

  app.post(
    '/videos',
    {
      schema: {
        summary: 'Add a video to the library',
        operationId: 'createVideo',
        response: { 201: envelope(libraryVideoAnswerSchema) },
        tags: ['videos'],
        body: libraryVideoSchema,
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const video = await createVideo(app.db, request.body, viewerOf(request));
      return reply.status(201).send(ok(video, VIDEO_MESSAGES.added));
    },
  );

  app.put(
    '/videos/:id',
    {
      schema: {
        summary: 'Change a library video',
        operationId: 'updateVideo',
        response: { 200: envelope(libraryVideoAnswerSchema) },
        tags: ['videos'],
        params,
        body: libraryVideoSchema,
      },
      config: { access: 'admin' },
    },
    async (request) =>
      ok(
        await updateVideo(app.db, request.params.id, request.body, viewerOf(request)),
        VIDEO_MESSAGES.updated,
      ),
  );

  app.delete(
    '/videos/:id',
    {
      schema: {
        summary: 'Delete a library video',
        operationId: 'deleteVideo',
        response: { 200: envelope(z.null()) },
        tags: ['videos'],
        params,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteVideo(app.db, request.params.id, viewerOf(request));
      return ok(null, VIDEO_MESSAGES.deleted);
    },
  );
}
