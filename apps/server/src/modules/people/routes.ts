import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childProgressSchema,
  childSummarySchema,
  createPersonSchema,
  linkChildSchema,
  parentCodeAnswerSchema,
  parentCodeSchema,
  PEOPLE_MESSAGES,
  peopleListQuerySchema,
  peoplePageSchema,
  personRowSchema,
  updatePersonSchema,
} from '@academy/contract/people';
import { resetPasswordSchema } from '@academy/contract/students';
import { envelope, failures, messageOnly, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { childProgress } from './child-progress.ts';
import { currentParentCode, newParentCode, redeemParentCode } from './parent-codes.ts';
import {
  childrenOf,
  createPerson,
  linkChildByPhone,
  listPeople,
  personRow,
  resetPersonPassword,
  setPersonSuspended,
  unlinkChild,
  updatePerson,
} from './service.ts';

const idParams = z.object({ id: z.uuid(PEOPLE_MESSAGES.notFound) });
const linkParams = idParams.extend({ studentId: z.uuid(PEOPLE_MESSAGES.linkNotFound) });
const tags = ['people'];

/**
 * /api/admin/people/*: teachers' and parents' accounts and a parent's children (admins only);
 * /api/student/parent-code: a student's code for a parent; /api/parent/children: a parent's own,
 * and how each is doing.
 */
export default async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/people',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List teachers and parents',
        operationId: 'listPeople',
        response: { 200: envelope(peoplePageSchema) },
        tags,
        querystring: peopleListQuerySchema,
      },
    },
    async (request) => ok(await listPeople(app.db, request.query)),
  );

  app.post(
    '/admin/people',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a teacher or parent account',
        operationId: 'createPerson',
        response: { 201: envelope(z.object({ person: personRowSchema })), ...failures(409) },
        tags,
        body: createPersonSchema,
      },
    },
    async (request, reply) => {
      const row = await createPerson(app.db, request.body, viewerOf(request));
      const message =
        request.body.role === 'teacher'
          ? PEOPLE_MESSAGES.teacherCreated
          : PEOPLE_MESSAGES.parentCreated;
      return reply.status(201).send(ok({ person: await personRow(app.db, row) }, message));
    },
  );

  app.put(
    '/admin/people/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a teacher or parent',
        operationId: 'updatePerson',
        response: { 200: envelope(z.object({ person: personRowSchema })), ...failures(409) },
        tags,
        params: idParams,
        body: updatePersonSchema,
      },
    },
    async (request) => {
      const row = await updatePerson(app.db, request.params.id, request.body, viewerOf(request));
      return ok({ person: await personRow(app.db, row) }, PEOPLE_MESSAGES.updated);
    },
  );

  app.post(
    '/admin/people/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Suspend a teacher or parent',
        operationId: 'suspendPerson',
        response: { 200: envelope(z.object({ person: personRowSchema })) },
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const row = await setPersonSuspended(app.db, request.params.id, true, viewerOf(request));
      return ok({ person: await personRow(app.db, row) }, PEOPLE_MESSAGES.suspended);
    },
  );

  app.post(
    '/admin/people/:id/reactivate',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reactivate a teacher or parent',
        operationId: 'reactivatePerson',
        response: { 200: envelope(z.object({ person: personRowSchema })) },
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const row = await setPersonSuspended(app.db, request.params.id, false, viewerOf(request));
      return ok({ person: await personRow(app.db, row) }, PEOPLE_MESSAGES.reactivated);
    },
  );

  app.post(
    '/admin/people/:id/reset-password',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Set a new password for a teacher or parent',
        operationId: 'resetPersonPassword',
        response: { 200: messageOnly },
        tags,
        params: idParams,
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      await resetPersonPassword(
        app.db,
        request.params.id,
        request.body.password,
        viewerOf(request),
      );
      return { success: true, message: PEOPLE_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/admin/people/:id/children',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Link a student to a parent',
        operationId: 'linkChild',
        response: {
          201: envelope(z.object({ children: z.array(childSummarySchema) })),
          ...failures(409),
        },
        tags,
        params: idParams,
        body: linkChildSchema,
      },
    },
    async (request, reply) => {
      await linkChildByPhone(app.db, request.params.id, request.body.phone, viewerOf(request));
      const children = await childrenOf(app.db, request.params.id);
      return reply.status(201).send(ok({ children }, PEOPLE_MESSAGES.childLinked));
    },
  );

  app.delete(
    '/admin/people/:id/children/:studentId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Unlink a student from a parent',
        operationId: 'unlinkChild',
        response: { 200: envelope(z.object({ children: z.array(childSummarySchema) })) },
        tags,
        params: linkParams,
      },
    },
    async (request) => {
      const { id, studentId } = request.params;
      await unlinkChild(app.db, id, studentId, viewerOf(request));
      return ok({ children: await childrenOf(app.db, id) }, PEOPLE_MESSAGES.childUnlinked);
    },
  );

  app.get(
    '/student/parent-code',
    {
      config: { access: 'student' },
      schema: {
        summary: "Get the student's code for a parent",
        operationId: 'getParentCode',
        response: { 200: envelope(z.object({ parentCode: parentCodeAnswerSchema.nullable() })) },
        tags,
      },
    },
    async (request) =>
      ok({ parentCode: await currentParentCode(app.db, viewerOf(request).user.id) }),
  );

  app.post(
    '/student/parent-code',
    {
      config: { access: 'student', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        summary: 'Make a new code for a parent',
        operationId: 'renewParentCode',
        response: { 201: envelope(z.object({ parentCode: parentCodeAnswerSchema })) },
        tags,
      },
    },
    async (request, reply) => {
      const parentCode = await newParentCode(app.db, viewerOf(request).user.id);
      return reply.status(201).send(ok({ parentCode }, PEOPLE_MESSAGES.codeCreated));
    },
  );

  app.get(
    '/parent/children',
    {
      config: { access: 'parent' },
      schema: {
        summary: "List the parent's children",
        operationId: 'listChildren',
        response: { 200: envelope(z.object({ children: z.array(childSummarySchema) })) },
        tags,
      },
    },
    async (request) => ok({ children: await childrenOf(app.db, viewerOf(request).user.id) }),
  );

  app.get(
    '/parent/children/:studentId',
    {
      config: { access: 'parent' },
      schema: {
        summary: "Get a child's progress",
        operationId: 'getChildProgress',
        response: { 200: envelope(childProgressSchema) },
        tags,
        params: linkParams.pick({ studentId: true }),
      },
    },
    async (request) =>
      ok(await childProgress(app.db, viewerOf(request).user.id, request.params.studentId)),
  );

  app.post(
    '/parent/children',
    {
      // Guessing codes is what this limit stops: ten tries a quarter of an hour per address.
      config: { access: 'parent', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        summary: "Link a child with the child's code",
        operationId: 'addChildByCode',
        response: {
          201: envelope(z.object({ children: z.array(childSummarySchema) })),
          ...failures(409),
        },
        tags,
        body: parentCodeSchema,
      },
    },
    async (request, reply) => {
      const parentId = viewerOf(request).user.id;
      await redeemParentCode(app.db, viewerOf(request), request.body.code);
      const children = await childrenOf(app.db, parentId);
      return reply.status(201).send(ok({ children }, PEOPLE_MESSAGES.childLinked));
    },
  );
}
