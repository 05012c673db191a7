import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOMEWORK_LIMITS,
  HOMEWORK_MESSAGES,
  homeworkDetailsSchema,
  homeworkListQuerySchema,
  homeworkSchema,
  returnSubmissionSchema,
  rosterQuerySchema,
  rosterRowSchema,
  staffHomeworkSchema,
  studentHomeworkQuerySchema,
  studentHomeworkSchema,
} from '@academy/contract/homework';
import { STUDENT_MESSAGES } from '@academy/contract/students';
import { notFound } from '../../lib/app-error.ts';
import { done, envelope, failures, fileAnswer, ok, pageOf } from '../../lib/envelope.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { sendStoredFile } from '../files/service.ts';
import {
  homeworkDetails,
  homeworkPdf,
  homeworkRoster,
  listHomework,
  studentHomework,
  submissionFile,
} from './queries.ts';
import { createHomework, openToSubmit, returnSubmission, submitHomework } from './service.ts';
import { readWorkForm, WORK_BODY_LIMIT } from './upload.ts';

const params = z.object({ id: z.uuid(HOMEWORK_MESSAGES.notFound) });
const tags = ['homework'];
/** Who sets and checks homework; which batches a teacher may, the service decides. */
const staff = { access: ['admin', 'teacher'] as const };
const workBody = { bodyLimit: WORK_BODY_LIMIT };

/** Homework, under /api/homework (decisions §122). */
export default async function homeworkRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readAt = (id: string) => `${opts.publicOrigin}/homework/${id}`;

  app.get(
    '',
    {
      schema: {
        summary: 'List the homework of a batch, or of every batch the caller runs',
        operationId: 'listHomework',
        querystring: homeworkListQuerySchema,
        response: { 200: envelope(pageOf(staffHomeworkSchema)) },
        tags,
      },
      config: staff,
    },
    async (request) => ok(await listHomework(app.db, viewerOf(request), request.query)),
  );
  app.post(
    '',
    {
      ...workBody,
      schema: {
        summary: 'Set a batch homework, with an optional PDF',
        description: 'multipart/form-data: the fields below, and an optional `pdf` part',
        operationId: 'createHomework',
        response: { 201: envelope(z.object({ id: z.string() })), ...failures(413, 415) },
        tags,
      },
      config: staff,
    },
    async (request, reply) => {
      const form = await readWorkForm(request, 0);
      const values = parseOrThrow(homeworkSchema, form.fields);
      const created = await createHomework(
        app.db,
        app.storage,
        viewerOf(request),
        values,
        form.pdf,
      );
      return reply.status(201).send(ok(created, HOMEWORK_MESSAGES.created));
    },
  );
  app.get(
    '/students/:studentId/items',
    {
      schema: {
        summary: "List a student's homework and where each stands",
        operationId: 'listStudentHomework',
        params: z.object({ studentId: z.uuid(STUDENT_MESSAGES.notFound) }),
        querystring: studentHomeworkQuerySchema,
        response: { 200: envelope(pageOf(studentHomeworkSchema)), ...failures(404) },
        tags,
      },
      config: { access: ['admin', 'student', 'parent'] },
    },
    async (request) => {
      const { studentId } = request.params;
      // Someone else's child is not found, as a student who does not exist: nothing to learn.
      if (!(await canFollowStudent(app.db, viewerOf(request).user, studentId)))
        throw notFound(STUDENT_MESSAGES.notFound);
      return ok(await studentHomework(app.db, studentId, request.query));
    },
  );
  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a homework, with the student’s own submission (or a parent’s child’s)',
        operationId: 'getHomework',
        params,
        // A parent with two children set the homework names whose work to show.
        querystring: z.object({ student: z.uuid(STUDENT_MESSAGES.notFound).optional() }),
        response: { 200: envelope(homeworkDetailsSchema), ...failures(404) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(
        await homeworkDetails(app.db, viewerOf(request), request.params.id, request.query.student),
      ),
  );
  app.get(
    '/:id/pdf',
    {
      schema: {
        summary: 'Get the PDF a homework came with',
        operationId: 'getHomeworkPdf',
        params,
        response: { 200: fileAnswer(['application/pdf'], 'The teacher’s PDF') },
        tags,
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const file = await homeworkPdf(app.db, viewerOf(request), request.params.id);
      return sendStoredFile(reply, app.storage, file, 'inline');
    },
  );
  app.get(
    '/:id/students',
    {
      schema: {
        summary: 'List the students set a homework, with their submissions (or who has not)',
        operationId: 'listHomeworkStudents',
        params,
        querystring: rosterQuerySchema,
        response: { 200: envelope(pageOf(rosterRowSchema)) },
        tags,
      },
      config: staff,
    },
    async (request) =>
      ok(await homeworkRoster(app.db, viewerOf(request), request.params.id, request.query)),
  );
  app.post(
    '/:id/submission',
    {
      ...workBody,
      schema: {
        summary: 'Submit homework (or replace the submission until it is checked)',
        description: `multipart/form-data: up to ${HOMEWORK_LIMITS.photosMax} \`photos\` parts, or a \`pdf\` part`,
        operationId: 'submitHomework',
        params,
        response: { 201: done, ...failures(409, 413, 415) },
        tags,
      },
      config: { access: 'student' },
    },
    async (request, reply) => {
      // Whether the work is taken at all is known before its photos are read and re-encoded.
      await openToSubmit(app.db, viewerOf(request), request.params.id);
      const form = await readWorkForm(request, HOMEWORK_LIMITS.photosMax);
      const { late } = await submitHomework(
        app.db,
        app.storage,
        viewerOf(request),
        request.params.id,
        form,
      );
      return reply
        .status(201)
        .send(ok(null, late ? HOMEWORK_MESSAGES.submittedLate : HOMEWORK_MESSAGES.submitted));
    },
  );
  app.get(
    '/submissions/:id/files/:fileId',
    {
      schema: {
        summary: 'Get a photo or the PDF of a submission (the student’s, their parents’, staff’s)',
        operationId: 'getHomeworkSubmissionFile',
        params: params.extend({ fileId: z.uuid(HOMEWORK_MESSAGES.notFound) }),
        response: { 200: fileAnswer(['image/jpeg', 'application/pdf'], 'The photo or PDF') },
        tags,
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await submissionFile(app.db, viewerOf(request), id, fileId);
      return sendStoredFile(reply, app.storage, file, 'inline');
    },
  );
  app.post(
    '/submissions/:id/return',
    {
      schema: {
        summary: 'Check a submission: marks out of the maximum and a comment, returned',
        operationId: 'returnHomeworkSubmission',
        params,
        body: returnSubmissionSchema,
        response: { 200: done, ...failures(404, 409) },
        tags,
      },
      config: staff,
    },
    async (request) => {
      await returnSubmission(
        app.db,
        app.channels,
        viewerOf(request),
        request.params.id,
        request.body,
        readAt,
      );
      app.outbox.nudge();
      return ok(null, HOMEWORK_MESSAGES.returned);
    },
  );
}
