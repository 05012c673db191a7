import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadableNoteSchema,
  downloadsQuerySchema,
  noteDownloadSchema,
} from '@academy/contract/downloads';
import { envelope, ok, pageOf } from '../../lib/envelope.ts';
import { listDownloads, paidNotes } from './service.ts';
import { z } from 'zod';

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
        response: { 200: envelope(pageOf(noteDownloadSchema)) },
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
        response: { 200: envelope(z.array(downloadableNoteSchema)) },
        tags: ['downloads'],
      },
    },
    async () => ok(await paidNotes(app.db)),
  );
}
