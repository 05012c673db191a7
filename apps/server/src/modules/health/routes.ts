import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/envelope.ts';

const health = envelope(
  z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) }),
);

/** Load balancers poll this: 503 while the database cannot be reached. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        summary: 'Check the server and its database',
        operationId: 'getHealth',
        tags: ['health'],
        response: { 200: health, 503: health },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const isUp = await app.database.ping();
      return reply.status(isUp ? 200 : 503).send({
        success: isUp,
        data: { status: isUp ? 'ok' : 'degraded', db: isUp ? 'up' : 'down' },
      });
    },
  );
}
