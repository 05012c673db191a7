import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@academy/contract/paging';
import { envelope, ok, pageOf } from '../../lib/envelope.ts';
import { listAudit } from './service.ts';
import { z } from 'zod';

/** An entry of the audit log, as the admin's Audit page reads it. */
const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actorName: z.string().nullable(),
  /** What the entry is about, by name, and what was bought for a payment. */
  subject: z.string().nullable(),
  item: z.string().nullable(),
});

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      schema: {
        summary: 'List the audit log',
        operationId: 'listAuditLog',
        response: { 200: envelope(pageOf(auditEntry)) },
        tags: ['admin'],
        querystring: pageQuerySchema(50),
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await listAudit(app.db, request.query.page, request.query.pageSize)),
  );
}
