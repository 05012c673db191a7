import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsQuerySchema } from '@academy/contract/dashboard';
import { ok } from '../../lib/envelope.ts';
import { dashboardStats } from './service.ts';

/** GET /api/admin/stats: the admin dashboard's figures for a range. Administrators only. */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/stats',
    { config: { access: 'admin' }, schema: { tags: ['dashboard'], querystring: statsQuerySchema } },
    async (request) => ok(await dashboardStats(app.db, request.query.range)),
  );
}
