import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_MESSAGES,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackReadSchema,
  feedbackSchema,
} from '@academy/contract/feedback';
import { envelope, ok, pageOf } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/requester.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { listFeedback, markFeedbackRead, submitFeedback } from './service.ts';

export default async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/feedback',
    {
      schema: {
        summary: 'Send feedback',
        operationId: 'sendFeedback',
        response: { 201: envelope(z.object({ feedback: feedbackItemSchema })) },
        tags: ['feedback'],
        body: feedbackSchema,
      },
      config: { access: 'optional', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const item = await submitFeedback(
        app.db,
        app.channels,
        request.body,
        request.viewer?.user.id ?? null,
        requestLocale(request),
      );
      app.outbox.nudge();
      return reply.status(201).send(ok({ feedback: item }, FEEDBACK_MESSAGES.sent));
    },
  );

  app.get(
    '/admin/feedback',
    {
      schema: {
        summary: 'List feedback',
        operationId: 'listFeedback',
        response: { 200: envelope(pageOf(feedbackItemSchema)) },
        tags: ['feedback'],
        querystring: feedbackListQuerySchema,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await listFeedback(app.db, request.query)),
  );

  app.patch(
    '/admin/feedback/:id',
    {
      schema: {
        summary: 'Mark feedback handled or not',
        operationId: 'updateFeedback',
        response: { 200: envelope(z.object({ feedback: feedbackItemSchema })) },
        tags: ['feedback'],
        params: z.object({ id: z.uuid(FEEDBACK_MESSAGES.notFound) }),
        body: feedbackReadSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const item = await markFeedbackRead(
        app.db,
        request.params.id,
        request.body.read,
        viewerOf(request),
      );
      return ok({ feedback: item });
    },
  );
}
