import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardQuerySchema,
  REPORT_CARD_MESSAGES as M,
  remarkRowSchema,
  remarkSchema,
  remarksQuerySchema,
  studentCardQuerySchema,
  studentCardsQuerySchema,
  studentCardsSchema,
  termOutSchema,
  termSchema,
  termsQuerySchema,
} from '@academy/contract/report-cards';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import { envelope, failures, fileAnswer, ok, pageOf } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { batchCards, studentCard, studentCards } from './cards.ts';
import { listRemarks, saveRemark } from './remarks.ts';
import { createTerm, deleteTerm, listTerms, updateTerm } from './terms.ts';

const tags = ['report-cards'];
const termParams = z.object({ id: z.uuid(M.termNotFound) });
const staff = ['admin', 'teacher'] as const;

/** A file to save: its name as written, and an ASCII one for clients that know no other. */
const sendFile = (
  reply: FastifyReply,
  type: string,
  { bytes, filename }: { bytes: Uint8Array; filename: string },
) =>
  reply
    .type(type)
    .header(
      'content-disposition',
      `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));

/** Terms, remarks and report cards, under /api/report-cards. */
export default async function reportCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/terms',
    {
      schema: {
        summary: "List the academy's terms, the latest first",
        operationId: 'listTerms',
        response: { 200: envelope(pageOf(termOutSchema)) },
        tags,
        querystring: termsQuerySchema,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await listTerms(app.db, request.query)),
  );
  app.post(
    '/terms',
    {
      schema: {
        summary: 'Add a term',
        operationId: 'createTerm',
        response: { 201: envelope(termOutSchema), ...failures(409) },
        tags,
        body: termSchema,
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTerm(app.db, viewerOf(request), request.body), M.termCreated)),
  );
  app.put(
    '/terms/:id',
    {
      schema: {
        summary: "Change a term's name or days",
        operationId: 'updateTerm',
        response: { 200: envelope(termOutSchema), ...failures(404, 409) },
        tags,
        params: termParams,
        body: termSchema,
      },
      config: { access: 'admin' },
    },
    async (request) =>
      ok(await updateTerm(app.db, viewerOf(request), request.params.id, request.body), M.termSaved),
  );
  app.delete(
    '/terms/:id',
    {
      schema: {
        summary: 'Delete a term and its remarks',
        operationId: 'deleteTerm',
        response: { 200: envelope(z.null()), ...failures(404) },
        tags,
        params: termParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteTerm(app.db, viewerOf(request), request.params.id);
      return ok(null, M.termDeleted);
    },
  );
  app.get(
    '/remarks',
    {
      schema: {
        summary: "List a batch's students in a term with their teacher's remarks",
        operationId: 'listRemarks',
        response: { 200: envelope(pageOf(remarkRowSchema)), ...failures(404) },
        tags,
        querystring: remarksQuerySchema,
      },
      config: { access: staff },
    },
    async (request) => ok(await listRemarks(app.db, viewerOf(request), request.query)),
  );
  app.put(
    '/remarks',
    {
      schema: {
        summary: "Write, change or clear a student's remark for a term",
        operationId: 'saveRemark',
        response: { 200: envelope(remarkRowSchema), ...failures(404) },
        tags,
        body: remarkSchema,
      },
      config: { access: staff },
    },
    async (request) => ok(await saveRemark(app.db, viewerOf(request), request.body), M.remarkSaved),
  );
  app.get(
    '/students/:studentId',
    {
      schema: {
        summary: 'List the terms and batches a student has report cards for',
        operationId: 'listStudentReportCards',
        response: { 200: envelope(pageOf(studentCardsSchema)), ...failures(404) },
        tags,
        params: z.object({ studentId: z.uuid(STUDENT_MESSAGES.notFound) }),
        querystring: studentCardsQuerySchema,
      },
      config: { access: ['admin', 'student', 'parent'] },
    },
    async (request) =>
      ok(await studentCards(app.db, viewerOf(request), request.params.studentId, request.query)),
  );
  app.get(
    '/students/:studentId/card.pdf',
    {
      schema: {
        summary: "Download a student's report card for a batch and term as PDF",
        operationId: 'getReportCard',
        response: {
          200: fileAnswer(['application/pdf'], 'The report card, in the language asked for'),
          ...failures(404),
        },
        tags,
        params: z.object({ studentId: z.uuid(STUDENT_MESSAGES.notFound) }),
        querystring: studentCardQuerySchema,
      },
      config: { access: ['admin', 'teacher', 'student', 'parent'] },
    },
    async (request, reply) =>
      sendFile(
        reply,
        'application/pdf',
        await studentCard(app.db, viewerOf(request), request.params.studentId, request.query),
      ),
  );
  app.get(
    '/batches/:batchId/cards.zip',
    {
      schema: {
        summary: "Download every report card of a batch's term, one PDF a student, zipped",
        operationId: 'getBatchReportCards',
        response: {
          200: fileAnswer(['application/zip'], 'A PDF for each student, named by the student'),
          ...failures(404),
        },
        tags,
        params: z.object({ batchId: z.uuid() }),
        querystring: cardQuerySchema,
      },
      config: { access: staff },
    },
    async (request, reply) =>
      sendFile(
        reply,
        'application/zip',
        await batchCards(app.db, viewerOf(request), request.params.batchId, request.query),
      ),
  );
}
