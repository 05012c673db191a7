import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, statsQuerySchema } from '@academy/contract/dashboard';
import { envelope, ok } from '../../lib/envelope.ts';
import { dashboardStats } from './service.ts';

/** GET /api/admin/stats: the admin dashboard's figures for a range. Administrators only. */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Get the admin dashboard figures',
        operationId: 'getAdminStats',
        response: { 200: envelope(dashboardStatsSchema) },
        tags: ['dashboard'],
        querystring: statsQuerySchema,
      },
    },
    async (request) => ok(await dashboardStats(app.db, request.query.range)),
  );
}
