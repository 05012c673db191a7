import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  enquiryAnswerSchema,
  enquiryHandledSchema,
  enquiryListQuerySchema,
  enquirySchema,
} from '@academy/contract/contact';
import { envelope, messageOnly, ok, pageOf } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/requester.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { listEnquiries, markEnquiryHandled, submitEnquiry } from './service.ts';

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send an enquiry from the contact page',
        operationId: 'sendEnquiry',
        response: { 201: envelope(z.object({ id: z.string() })) },
        tags: ['contact'],
        body: enquirySchema,
      },
      config: { access: 'optional', rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const row = await submitEnquiry(
        app.db,
        app.channels,
        request.body,
        request.viewer?.user.id ?? null,
        requestLocale(request),
      );
      app.outbox.nudge();
      return reply.status(201).send(ok({ id: row.id }, CONTACT_MESSAGES.sent));
    },
  );

  app.get(
    '/admin/enquiries',
    {
      schema: {
        summary: 'List enquiries',
        operationId: 'listEnquiries',
        response: { 200: envelope(pageOf(enquiryAnswerSchema)) },
        tags: ['contact'],
        querystring: enquiryListQuerySchema,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await listEnquiries(app.db, request.query)),
  );

  app.patch(
    '/admin/enquiries/:id',
    {
      schema: {
        summary: 'Mark an enquiry handled or not',
        operationId: 'updateEnquiry',
        response: { 200: messageOnly },
        tags: ['contact'],
        params: z.object({ id: z.uuid(CONTACT_MESSAGES.notFound) }),
        body: enquiryHandledSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await markEnquiryHandled(app.db, request.params.id, request.body.handled, viewerOf(request));
      return {
        success: true,
        message: request.body.handled ? 'Marked as handled' : 'Marked as open',
      };
    },
  );
}
