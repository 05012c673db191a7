import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import { classLabel } from '@academy/contract/classes';
import {
  createStudentSchema,
  resetPasswordSchema,
  STUDENT_MESSAGES,
  studentDetailsSchema,
  studentListQuerySchema,
  studentPageSchema,
  studentRowSchema,
  updateStudentSchema,
} from '@academy/contract/students';
import { envelope, failures, messageOnly, ok, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createStudent, toStudentRow } from '../accounts/students.ts';
import { allStudents, listStudents } from './search.ts';
import {
  deleteStudent,
  resetPassword,
  setSuspended,
  studentDetails,
  updateStudent,
} from './service.ts';

const idParams = z.object({ id: z.uuid(STUDENT_MESSAGES.notFound) });
const exportQuery = studentListQuerySchema.omit({ page: true, pageSize: true });

/** GET /api/user/admin (the first client's path) and /api/admin/students/*: administrators only. */
export default async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/admin',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List students',
        operationId: 'listStudents',
        response: { 200: envelope(studentPageSchema) },
        tags: ['students'],
        querystring: studentListQuerySchema,
      },
    },
    async (request) => ok(await listStudents(app.db, request.query)),
  );

  app.get(
    '/admin/students/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Export the listed students as CSV',
        operationId: 'exportStudentsCsv',
        response: { 200: textAnswer('text/csv', 'The listed students, one row each') },
        tags: ['students'],
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const rows = await allStudents(app.db, request.query);
      const csv = stringify(
        rows.map((s) => [
          s.name,
          s.phone ?? '',
          classLabel(s.classes),
          s.stream ?? '',
          s.gender ?? '',
          s.school ?? '',
          s.email ?? '',
          s.status,
          s.createdAt,
        ]),
        {
          header: true,
          columns: [
            'Name',
            'Phone',
            'Class',
            'Stream',
            'Gender',
            'School',
            'Email',
            'Status',
            'Joined',
          ],
          // A cell starting with = + - @ would run as a formula in a spreadsheet.
          escape_formulas: true,
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="students.csv"')
        .send(`\uFEFF${csv}`);
    },
  );

  app.post(
    '/admin/students',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a student account',
        operationId: 'createStudent',
        response: { 201: envelope(z.object({ student: studentRowSchema })), ...failures(409) },
        tags: ['students'],
        body: createStudentSchema,
      },
    },
    async (request, reply) => {
      const row = await createStudent(app.db, request.body, { by: viewerOf(request) });
      return reply.status(201).send(ok({ student: toStudentRow(row) }, STUDENT_MESSAGES.created));
    },
  );

  app.get(
    '/admin/students/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Get a student',
        operationId: 'getStudent',
        response: { 200: envelope(studentDetailsSchema) },
        tags: ['students'],
        params: idParams,
      },
    },
    async (request) => ok(await studentDetails(app.db, request.params.id)),
  );

  app.put(
    '/admin/students/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a student',
        operationId: 'updateStudent',
        response: { 200: envelope(z.object({ student: studentRowSchema })), ...failures(409) },
        tags: ['students'],
        params: idParams,
        body: updateStudentSchema,
      },
    },
    async (request) => {
      const row = await updateStudent(app.db, request.params.id, request.body, viewerOf(request));
      return ok({ student: toStudentRow(row) }, STUDENT_MESSAGES.updated);
    },
  );

  app.post(
    '/admin/students/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Suspend a student',
        operationId: 'suspendStudent',
        response: { 200: envelope(z.object({ student: studentRowSchema })) },
        tags: ['students'],
        params: idParams,
      },
    },
    async (request) => {
      const row = await setSuspended(app.db, request.params.id, true, viewerOf(request));
      return ok({ student: toStudentRow(row) }, STUDENT_MESSAGES.suspended);
    },
  );

  app.post(
    '/admin/students/:id/reactivate',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reactivate a student',
        operationId: 'reactivateStudent',
        response: { 200: envelope(z.object({ student: studentRowSchema })) },
        tags: ['students'],
        params: idParams,
      },
    },
    async (request) => {
      const row = await setSuspended(app.db, request.params.id, false, viewerOf(request));
      return ok({ student: toStudentRow(row) }, STUDENT_MESSAGES.reactivated);
    },
  );

  app.post(
    '/admin/students/:id/reset-password',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Set a new password for a student',
        operationId: 'resetStudentPassword',
        response: { 200: messageOnly },
        tags: ['students'],
        params: idParams,
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      await resetPassword(app.db, request.params.id, request.body.password, viewerOf(request));
      return { success: true, message: STUDENT_MESSAGES.passwordReset };
    },
  );

  app.delete(
    '/admin/students/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a student',
        operationId: 'deleteStudent',
        response: { 200: messageOnly },
        tags: ['students'],
        params: idParams,
      },
    },
    async (request) => {
      await deleteStudent(app.db, request.params.id, viewerOf(request));
      return { success: true, message: STUDENT_MESSAGES.deleted };
    },
  );
}
