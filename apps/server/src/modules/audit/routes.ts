import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@academy/contract/paging';
import { ok } from '../../lib/envelope.ts';
import { listAudit } from './service.ts';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      schema: {
        summary: 'List the audit log',
        operationId: 'listAuditLog',
        tags: ['admin'],
        querystring: pageQuerySchema(50),
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await listAudit(app.db, request.query.page, request.query.pageSize)),
  );
}
