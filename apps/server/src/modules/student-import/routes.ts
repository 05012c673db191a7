import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STUDENT_IMPORT_LIMITS,
  STUDENT_IMPORT_MESSAGES,
  studentImportPreviewAnswerSchema,
  studentImportPreviewSchema,
  studentImportResultSchema,
  studentImportSchema,
} from '@academy/contract/student-import';
import { envelope, ok, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { importStudents, importTemplate, previewImport } from './service.ts';

const tags = ['students'];
/** The CSV at its limit, with room for the JSON around it and its escapes. */
const bodyLimit = Math.round(STUDENT_IMPORT_LIMITS.csvMax * 1.1);
/** Past the body limit the file is refused in the words the form uses for it. */
const tooLarge = { message: STUDENT_IMPORT_MESSAGES.csvTooLarge, field: 'csv' };

/** Admin > Manage Students > Import from CSV: the template, the preview, the import. */
export default async function studentImportRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/students/import/template.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Download the student import CSV template',
        operationId: 'getStudentImportTemplate',
        response: { 200: textAnswer('text/csv', 'The header row and an example student') },
        tags,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="students-import.csv"')
        .send(importTemplate()),
  );

  app.post(
    '/admin/students/import/preview',
    {
      config: { access: 'admin', tooLarge },
      bodyLimit,
      schema: {
        summary: 'Check a student CSV row by row',
        operationId: 'previewStudentImport',
        response: { 200: envelope(studentImportPreviewAnswerSchema) },
        tags,
        body: studentImportPreviewSchema,
      },
    },
    async (request) => ok(await previewImport(app.db, request.body.csv)),
  );

  app.post(
    '/admin/students/import',
    {
      config: { access: 'admin', tooLarge },
      bodyLimit,
      schema: {
        summary: 'Import the students of a CSV',
        operationId: 'importStudents',
        response: { 201: envelope(studentImportResultSchema) },
        tags,
        body: studentImportSchema,
      },
    },
    async (request, reply) => {
      const result = await importStudents(
        app.db,
        app.channels,
        request.body,
        viewerOf(request),
        opts.publicOrigin,
      );
      if (result.welcomeQueued) app.outbox.nudge();
      return reply.status(201).send(ok(result, STUDENT_IMPORT_MESSAGES.imported));
    },
  );
}
