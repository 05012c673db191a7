import type { FastifyInstance } from 'fastify';
import { SIGNATURE_IMAGE, SIGNATURE_MESSAGES } from '@academy/contract/site-config-messages';
import { envelope, failures, fileAnswer, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { currentSignatureId, readSignature, removeSignature, saveSignature } from './signature.ts';
import { z } from 'zod';

const PATH = '/site-config/business/signature';

/**
 * The signatory's signature image: the admin uploads it as the request's body (image/png or
 * image/jpeg, read whole: it is small), previews it, and removes it.
 */
export default async function signatureRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  // Twice the limit is read, so a file a little too large gets the tab's own message.
  app.addContentTypeParser(
    [...SIGNATURE_IMAGE.types],
    { parseAs: 'buffer', bodyLimit: 2 * SIGNATURE_IMAGE.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    PATH,
    {
      schema: {
        summary: 'Get the signatory’s signature image',
        operationId: 'getSignature',
        tags: ['site-config'],
        response: {
          200: fileAnswer([...SIGNATURE_IMAGE.types], 'The signature image'),
          204: z.null().describe('No signature is set'),
        },
      },
      config: { access: 'admin' },
    },
    async (_request, reply) => {
      // None is an answer, not a failure: the tab asks on every visit.
      const fileId = await currentSignatureId(app.db);
      if (!fileId) return reply.code(204).send();
      const image = await readSignature(app.db, app.storage, fileId);
      return reply.type(image.type).header('cache-control', 'private, no-store').send(image.bytes);
    },
  );

  app.put(
    PATH,
    {
      schema: {
        summary: 'Upload the signatory’s signature image (a PNG or JPEG body)',
        operationId: 'saveSignature',
        tags: ['site-config'],
        response: { 200: envelope(z.null()), ...failures(413, 415) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await saveSignature(app.db, app.storage, request.body as Buffer, viewerOf(request));
      return ok(null, SIGNATURE_MESSAGES.saved);
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        summary: 'Remove the signatory’s signature image',
        operationId: 'removeSignature',
        tags: ['site-config'],
        response: { 200: envelope(z.null()) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await removeSignature(app.db, viewerOf(request));
      return ok(null, SIGNATURE_MESSAGES.removed);
    },
  );
}
