import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadsQuerySchema } from '@academy/contract/downloads';
import { ok } from '../../lib/envelope.ts';
import { listDownloads, paidNotes } from './service.ts';

/** Admin > Downloads: /api/admin/downloads/*, administrators only. */
export default async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/downloads',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List study-material downloads',
        operationId: 'listDownloads',
        tags: ['downloads'],
        querystring: downloadsQuerySchema,
      },
    },
    async (request) => ok(await listDownloads(app.db, request.query)),
  );

  app.get(
    '/downloads/notes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List downloads per note',
        operationId: 'listNoteDownloads',
        tags: ['downloads'],
      },
    },
    async () => ok(await paidNotes(app.db)),
  );
}
