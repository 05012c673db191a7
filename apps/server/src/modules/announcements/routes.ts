import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementAnswerSchema,
  announcementSchema,
  textsSentSchema,
} from '@academy/contract/announcements';
import { done, envelope, failures, ok } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/requester.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { textsSentThisMonth } from '../notifications/texts.ts';
import { deleteAnnouncement, listAnnouncements, postAnnouncement } from './service.ts';

const params = z.object({ id: z.uuid(ANNOUNCEMENT_MESSAGES.notFound) });
const tags = ['announcements'];
/** Who writes announcements; which batches a teacher may write to the service decides. */
const authors = { access: ['admin', 'teacher'] as const };

/** Announcements, under /api/announcements. */
export default async function announcementRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        summary: 'List the announcements the caller may see',
        operationId: 'listAnnouncements',
        response: { 200: envelope(z.array(announcementAnswerSchema)) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await listAnnouncements(app.db, viewerOf(request))),
  );
  app.post(
    '',
    {
      schema: {
        summary: 'Post an announcement to a batch or the academy',
        operationId: 'createAnnouncement',
        response: { 201: envelope(announcementAnswerSchema), ...failures(404) },
        tags,
        body: announcementSchema,
      },
      config: authors,
    },
    async (request, reply) => {
      const posted = await postAnnouncement(
        app.db,
        app.channels,
        viewerOf(request),
        request.body,
        requestLocale(request),
        `${opts.publicOrigin}/dashboard`,
      );
      app.outbox.nudge();
      return reply.status(201).send(ok(posted, ANNOUNCEMENT_MESSAGES.posted));
    },
  );
  app.get(
    '/texts',
    {
      schema: {
        summary: 'Count the texts sent this month, by kind',
        operationId: 'countTextsSent',
        response: { 200: envelope(textsSentSchema) },
        tags,
      },
      config: { access: 'admin' },
    },
    async () => ok(await textsSentThisMonth(app.db)),
  );
  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete an announcement',
        operationId: 'deleteAnnouncement',
        response: { 200: done },
        tags,
        params,
      },
      config: authors,
    },
    async (request) => {
      await deleteAnnouncement(app.db, viewerOf(request), request.params.id);
      return ok(null, ANNOUNCEMENT_MESSAGES.deleted);
    },
  );
}
