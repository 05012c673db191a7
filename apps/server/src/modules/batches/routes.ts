import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMembersSchema, BATCH_MESSAGES, batchSchema } from '@academy/contract/batches';
import { ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  addMembers,
  batchesTaughtBy,
  deleteBatch,
  getBatch,
  listBatches,
  removeMember,
  saveBatch,
} from './service.ts';
import { joinBatch, openBatches } from './enrolment.ts';

const params = z.object({ id: z.uuid(BATCH_MESSAGES.notFound) });
const memberParams = params.extend({ studentId: z.uuid(BATCH_MESSAGES.notMember) });
const tags = ['batches'];

/** The admin's batches, under /api/admin/batches. */
export async function batchAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get('', { schema: { tags }, config: admin }, async () => ok(await listBatches(app.db)));
  app.post('', { schema: { tags, body: batchSchema }, config: admin }, async (request, reply) =>
    reply
      .status(201)
      .send(ok(await saveBatch(app.db, viewerOf(request), request.body), BATCH_MESSAGES.created)),
  );
  app.get('/:id', { schema: { tags, params }, config: admin }, async (request) =>
    ok(await getBatch(app.db, request.params.id)),
  );
  app.put('/:id', { schema: { tags, params, body: batchSchema }, config: admin }, async (request) =>
    ok(
      await saveBatch(app.db, viewerOf(request), request.body, request.params.id),
      BATCH_MESSAGES.saved,
    ),
  );
  app.delete('/:id', { schema: { tags, params }, config: admin }, async (request) => {
    await deleteBatch(app.db, viewerOf(request), request.params.id);
    return ok(null, BATCH_MESSAGES.deleted);
  });
  app.post(
    '/:id/members',
    { schema: { tags, params, body: addMembersSchema }, config: admin },
    async (request) =>
      ok(
        await addMembers(app.db, viewerOf(request), request.params.id, request.body.studentIds),
        BATCH_MESSAGES.membersAdded,
      ),
  );
  app.delete(
    '/:id/members/:studentId',
    { schema: { tags, params: memberParams }, config: admin },
    async (request) => {
      await removeMember(app.db, viewerOf(request), request.params.id, request.params.studentId);
      return ok(null, BATCH_MESSAGES.memberRemoved);
    },
  );
}

/** A teacher's own batches, under /api/teacher/batches. */
export async function batchTeacherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('', { schema: { tags }, config: { access: 'teacher' } }, async (request) =>
    ok(await batchesTaughtBy(app.db, viewerOf(request).user.id)),
  );
}

/** Batches a student may join themselves, under /api/student/batches. */
export async function batchStudentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const student = { access: 'student' as const };
  app.get('', { schema: { tags }, config: student }, async (request) =>
    ok(await openBatches(app.db, viewerOf(request).user.id)),
  );
  app.post('/:id/join', { schema: { tags, params }, config: student }, async (request) => {
    const joined = await joinBatch(app.db, viewerOf(request), request.params.id);
    return ok(
      joined,
      joined.place === 'member' ? BATCH_MESSAGES.joined : BATCH_MESSAGES.joinedWaiting,
    );
  });
}
