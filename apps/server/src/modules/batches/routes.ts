import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMembersResultSchema,
  addMembersSchema,
  BATCH_MESSAGES,
  batchDetailsSchema,
  batchSchema,
  batchSummarySchema,
  joinResultSchema,
  joinSchema,
  openBatchSchema,
} from '@academy/contract/batches';
import { done, envelope, failures, ok } from '../../lib/envelope.ts';
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

  app.get(
    '',
    {
      schema: {
        summary: 'List batches',
        operationId: 'listBatches',
        response: { 200: envelope(z.array(batchSummarySchema)) },
        tags,
      },
      config: admin,
    },
    async () => ok(await listBatches(app.db)),
  );
  app.post(
    '',
    {
      schema: {
        summary: 'Create a batch',
        operationId: 'createBatch',
        response: { 201: envelope(batchSummarySchema), ...failures(409) },
        tags,
        body: batchSchema,
      },
      config: admin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await saveBatch(app.db, viewerOf(request), request.body), BATCH_MESSAGES.created)),
  );
  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a batch with its members',
        operationId: 'getBatch',
        response: { 200: envelope(batchDetailsSchema) },
        tags,
        params,
      },
      config: admin,
    },
    async (request) => ok(await getBatch(app.db, request.params.id)),
  );
  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a batch',
        operationId: 'updateBatch',
        response: { 200: envelope(batchSummarySchema), ...failures(409) },
        tags,
        params,
        body: batchSchema,
      },
      config: admin,
    },
    async (request) =>
      ok(
        await saveBatch(app.db, viewerOf(request), request.body, request.params.id),
        BATCH_MESSAGES.saved,
      ),
  );
  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a batch',
        operationId: 'deleteBatch',
        response: { 200: done },
        tags,
        params,
      },
      config: admin,
    },
    async (request) => {
      await deleteBatch(app.db, viewerOf(request), request.params.id);
      return ok(null, BATCH_MESSAGES.deleted);
    },
  );
  app.post(
    '/:id/members',
    {
      schema: {
        summary: 'Add a student to a batch',
        operationId: 'addBatchMember',
        response: { 200: envelope(addMembersResultSchema) },
        tags,
        params,
        body: addMembersSchema,
      },
      config: admin,
    },
    async (request) =>
      ok(
        await addMembers(app.db, viewerOf(request), request.params.id, request.body),
        BATCH_MESSAGES.membersAdded,
      ),
  );
  app.delete(
    '/:id/members/:studentId',
    {
      schema: {
        summary: 'Remove a student from a batch',
        operationId: 'removeBatchMember',
        response: { 200: done },
        tags,
        params: memberParams,
      },
      config: admin,
    },
    async (request) => {
      await removeMember(app.db, viewerOf(request), request.params.id, request.params.studentId);
      return ok(null, BATCH_MESSAGES.memberRemoved);
    },
  );
}

/** A teacher's own batches, under /api/teacher/batches. */
export async function batchTeacherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '',
    {
      schema: {
        summary: 'List the batches the signed-in teacher teaches',
        operationId: 'listTeacherBatches',
        response: { 200: envelope(z.array(batchSummarySchema)) },
        tags,
      },
      config: { access: 'teacher' },
    },
    async (request) => ok(await batchesTaughtBy(app.db, viewerOf(request).user.id)),
  );
}

/** Batches a student may join themselves, under /api/student/batches. */
export async function batchStudentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const student = { access: 'student' as const };
  app.get(
    '',
    {
      schema: {
        summary: 'List the batches the student is in or may join',
        operationId: 'listStudentBatches',
        response: { 200: envelope(z.array(openBatchSchema)) },
        tags,
      },
      config: student,
    },
    async (request) => ok(await openBatches(app.db, viewerOf(request).user.id)),
  );
  app.post(
    '/:id/join',
    {
      schema: {
        summary: 'Join an open batch',
        operationId: 'joinBatch',
        response: { 200: envelope(joinResultSchema), ...failures(409) },
        tags,
        params,
        body: joinSchema,
      },
      config: student,
    },
    async (request) => {
      const joined = await joinBatch(app.db, viewerOf(request), request.params.id, request.body);
      return ok(
        joined,
        joined.place === 'member' ? BATCH_MESSAGES.joined : BATCH_MESSAGES.joinedWaiting,
      );
    },
  );
}
