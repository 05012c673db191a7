import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadDeskSchema } from '@academy/contract/admissions';
import { envelope, failures, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { isLeadStaff } from './access.ts';
import { followUpsDue } from './leads.ts';

/**
 * GET /api/admissions/desk, outside the leads' own routes: those refuse a teacher who is no
 * counsellor, and this one answers every teacher whether they are one, so the teacher's home can
 * ask without a refusal (issue 52).
 */
export default async function leadDeskRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        summary: 'Whether the signed-in staff member works the leads, and the follow-ups due',
        operationId: 'getLeadDesk',
        response: { 200: envelope(leadDeskSchema), ...failures(403) },
        tags: ['admissions'],
      },
      config: { access: ['admin', 'teacher'] as const },
    },
    async (request) => {
      const counsellor = await isLeadStaff(app.db, viewerOf(request).user);
      return ok({ counsellor, due: counsellor ? await followUpsDue(app.db) : 0 });
    },
  );
}
