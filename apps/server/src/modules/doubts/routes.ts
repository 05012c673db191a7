import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOUBT_LIMITS,
  DOUBT_MESSAGES,
  answerDoubtSchema,
  askDoubtSchema,
  doubtBatchSchema,
  doubtDetailsSchema,
  doubtListQuerySchema,
  doubtPageSchema,
  replyDoubtSchema,
  responseTimeSchema,
  similarDoubtSchema,
  similarDoubtsQuerySchema,
} from '@academy/contract/doubts';
import { pageQuerySchema } from '@academy/contract/paging';
import { done, envelope, failures, fileAnswer, ok, pageOf } from '../../lib/envelope.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { readPhotoForm } from '../files/photos.ts';
import { sendStoredFile } from '../files/service.ts';
import { doubtDetails, doubtPhoto, listDoubts, responseTimes, similarDoubts } from './queries.ts';
import { answerDoubt, askDoubt, doubtBatchesOf, markSolved, replyToDoubt } from './service.ts';

const params = z.object({ id: z.uuid(DOUBT_MESSAGES.notFound) });
const tags = ['doubts'];
const student = { access: 'student' as const };
/** Who answers; which doubts a teacher may answer the service decides (their batches'). */
const staff = { access: ['admin', 'teacher'] as const };
/** Multipart with up to three photos of at most 512 KB, and the text around them. */
const photoBody = { bodyLimit: 2 * 1024 * 1024 };
const multipartDoc = 'multipart/form-data: the fields below, and up to 3 `photos` parts';

/** Doubts, under /api/doubts (decisions §116, §117). */
export default async function doubtRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readAt = (id: string) => `${opts.publicOrigin}/doubts/${id}`;

  app.get(
    '',
    {
      schema: {
        summary: 'List the doubts the caller may see (a teacher’s queue: open first, oldest first)',
        operationId: 'listDoubts',
        querystring: doubtListQuerySchema,
        response: { 200: envelope(doubtPageSchema) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await listDoubts(app.db, viewerOf(request), request.query)),
  );
  app.post(
    '',
    {
      ...photoBody,
      schema: {
        summary: 'Ask a doubt, with up to 3 photos',
        description: multipartDoc,
        operationId: 'askDoubt',
        response: { 201: envelope(z.object({ id: z.string() })), ...failures(413, 415, 429) },
        tags,
      },
      config: student,
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, DOUBT_LIMITS.photosMax);
      const values = parseOrThrow(askDoubtSchema, form.fields);
      const asked = await askDoubt(app.db, app.storage, viewerOf(request), values, form.photos);
      return reply.status(201).send(ok(asked, DOUBT_MESSAGES.asked));
    },
  );
  app.get(
    '/batches',
    {
      schema: {
        summary: 'List the batches the student may ask in',
        operationId: 'listDoubtBatches',
        response: { 200: envelope(z.array(doubtBatchSchema)) },
        tags,
      },
      config: student,
    },
    async (request) => ok(await doubtBatchesOf(app.db, viewerOf(request))),
  );
  app.get(
    '/similar',
    {
      schema: {
        summary: 'List solved doubts on the same lesson or test question',
        operationId: 'listSimilarDoubts',
        querystring: similarDoubtsQuerySchema,
        response: { 200: envelope(z.array(similarDoubtSchema)) },
        tags,
      },
      config: student,
    },
    async (request) => ok(await similarDoubts(app.db, request.query)),
  );
  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a doubt with its answers',
        operationId: 'getDoubt',
        params,
        response: { 200: envelope(doubtDetailsSchema) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await doubtDetails(app.db, viewerOf(request), request.params.id)),
  );
  app.get(
    '/:id/photos/:photoId',
    {
      schema: {
        summary: 'Get a photo of a doubt (the asker’s, their teachers’ and the admins’ only)',
        operationId: 'getDoubtPhoto',
        params: params.extend({ photoId: z.uuid(DOUBT_MESSAGES.notFound) }),
        response: { 200: fileAnswer(['image/jpeg'], 'The photo, re-encoded without metadata') },
        tags,
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const file = await doubtPhoto(app.db, viewerOf(request), id, photoId);
      return sendStoredFile(reply, app.storage, file, 'inline');
    },
  );
  app.post(
    '/:id/answers',
    {
      ...photoBody,
      schema: {
        summary: 'Answer a doubt, with up to 3 photos',
        description: multipartDoc,
        operationId: 'answerDoubt',
        params,
        response: { 201: done, ...failures(409, 413, 415) },
        tags,
      },
      config: staff,
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, DOUBT_LIMITS.photosMax);
      const { text } = parseOrThrow(answerDoubtSchema, form.fields);
      const { id } = request.params;
      await answerDoubt(
        app.db,
        app.storage,
        app.channels,
        viewerOf(request),
        id,
        text,
        form.photos,
        readAt(id),
      );
      app.outbox.nudge();
      return reply.status(201).send(ok(null, DOUBT_MESSAGES.answered));
    },
  );
  app.post(
    '/:id/reply',
    {
      ...photoBody,
      schema: {
        summary: 'Reply once to an answer, with up to 3 photos',
        description: multipartDoc,
        operationId: 'replyToDoubt',
        params,
        response: { 201: done, ...failures(409, 413, 415) },
        tags,
      },
      config: student,
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, DOUBT_LIMITS.photosMax);
      const { text } = parseOrThrow(replyDoubtSchema, form.fields);
      await replyToDoubt(
        app.db,
        app.storage,
        viewerOf(request),
        request.params.id,
        text,
        form.photos,
      );
      return reply.status(201).send(ok(null, DOUBT_MESSAGES.replied));
    },
  );
  app.post(
    '/:id/solved',
    {
      schema: {
        summary: 'Mark a doubt solved',
        operationId: 'markDoubtSolved',
        params,
        response: { 200: done, ...failures(409) },
        tags,
      },
      config: student,
    },
    async (request) => {
      await markSolved(app.db, viewerOf(request), request.params.id);
      return ok(null, DOUBT_MESSAGES.solved);
    },
  );
}

/** The admin's view of how fast doubts are answered, under /api/admin/doubts. */
export async function doubtAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/response-times',
    {
      schema: {
        summary: 'Response times per teacher over the last 30 days',
        operationId: 'listDoubtResponseTimes',
        querystring: pageQuerySchema(20),
        response: { 200: envelope(pageOf(responseTimeSchema)) },
        tags,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await responseTimes(app.db, request.query.page, request.query.pageSize)),
  );
}
