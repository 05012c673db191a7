import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BATCH_MESSAGES } from '@academy/contract/batch-messages';
import {
  batchDuesSchema,
  FEE_MESSAGES,
  instalmentAnswerSchema,
  instalmentSchema,
  remindResultSchema,
  remindSchema,
} from '@academy/contract/batch-fees';
import { envelope, failures, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { batchDues } from './dues.ts';
import { deleteInstalment, listInstalments, saveInstalment } from './instalments.ts';
import { remindDues } from './reminders.ts';

const params = z.object({ id: z.uuid(BATCH_MESSAGES.notFound) });
const instalmentParams = params.extend({
  instalmentId: z.uuid(FEE_MESSAGES.instalmentNotFound),
});
const tags = ['batch fees'];
const admin = { access: 'admin' as const };

/** A batch's fee schedule and its dues, under /api/admin/batches/:id. */
export async function batchFeeAdminRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/instalments',
    {
      schema: {
        summary: "List a batch's fee instalments",
        operationId: 'listInstalments',
        response: { 200: envelope(z.array(instalmentAnswerSchema)) },
        tags,
        params,
      },
      config: admin,
    },
    async (request) => ok(await listInstalments(app.db, request.params.id)),
  );
  app.post(
    '/:id/instalments',
    {
      schema: {
        summary: 'Add a fee instalment to a batch',
        operationId: 'createInstalment',
        response: { 201: envelope(z.array(instalmentAnswerSchema)) },
        tags,
        params,
        body: instalmentSchema,
      },
      config: admin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await saveInstalment(app.db, viewerOf(request), request.params.id, request.body),
            FEE_MESSAGES.instalmentSaved,
          ),
        ),
  );
  app.put(
    '/:id/instalments/:instalmentId',
    {
      schema: {
        summary: 'Change a fee instalment',
        operationId: 'updateInstalment',
        response: { 200: envelope(z.array(instalmentAnswerSchema)) },
        tags,
        params: instalmentParams,
        body: instalmentSchema,
      },
      config: admin,
    },
    async (request) =>
      ok(
        await saveInstalment(
          app.db,
          viewerOf(request),
          request.params.id,
          request.body,
          request.params.instalmentId,
        ),
        FEE_MESSAGES.instalmentSaved,
      ),
  );
  app.delete(
    '/:id/instalments/:instalmentId',
    {
      schema: {
        summary: 'Delete a fee instalment',
        operationId: 'deleteInstalment',
        response: { 200: envelope(z.array(instalmentAnswerSchema)), ...failures(409) },
        tags,
        params: instalmentParams,
      },
      config: admin,
    },
    async (request) =>
      ok(
        await deleteInstalment(
          app.db,
          viewerOf(request),
          request.params.id,
          request.params.instalmentId,
        ),
        FEE_MESSAGES.instalmentDeleted,
      ),
  );
  app.get(
    '/:id/dues',
    {
      schema: {
        summary: 'List what each member of a batch owes',
        operationId: 'listBatchDues',
        response: { 200: envelope(batchDuesSchema) },
        tags,
        params,
      },
      config: admin,
    },
    async (request) => ok(await batchDues(app.db, request.params.id)),
  );
  app.post(
    '/:id/dues/remind',
    {
      schema: {
        summary: "Send fee reminders to a batch's members who owe",
        operationId: 'remindBatchDues',
        response: { 200: envelope(remindResultSchema) },
        tags,
        params,
        body: remindSchema,
      },
      config: admin,
    },
    async (request) => {
      const result = await remindDues(
        app.db,
        app.channels,
        viewerOf(request),
        request.params.id,
        request.body,
        `${opts.publicOrigin}/dashboard`,
      );
      app.outbox.nudge();
      return ok(result, FEE_MESSAGES.remindersSent);
    },
  );
}
