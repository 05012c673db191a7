import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  distributionQuerySchema,
  distributionSchema,
  marksSchema,
  PAPER_TEST_MESSAGES,
  paperResultSchema,
  paperResultsQuerySchema,
  paperTestSchema,
  paperTestSchemaOut,
  paperTestSheetSchema,
  paperTestsQuerySchema,
} from '@academy/contract/paper-tests';
import { STUDENT_MESSAGES } from '@academy/contract/students';
import { notFound } from '../../lib/app-error.ts';
import { envelope, failures, ok, pageOf } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { lastTestDistribution, studentResults } from './results.ts';
import {
  createPaperTest,
  listPaperTests,
  paperTestSheet,
  publishPaperTest,
  saveMarks,
} from './service.ts';

const params = z.object({ id: z.uuid(PAPER_TEST_MESSAGES.notFound) });
const tags = ['paper-tests'];
/** Who sets tests and enters marks; which batches a teacher may, the service decides. */
const staff = { access: ['admin', 'teacher'] as const };

/** Paper tests and their marks, under /api/paper-tests. */
export default async function paperTestRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        summary: 'List paper tests of a batch, or of every batch the caller runs',
        operationId: 'listPaperTests',
        response: { 200: envelope(pageOf(paperTestSchemaOut)) },
        tags,
        querystring: paperTestsQuerySchema,
      },
      config: staff,
    },
    async (request) => ok(await listPaperTests(app.db, viewerOf(request), request.query)),
  );
  app.post(
    '',
    {
      schema: {
        summary: 'Create a paper test for a batch',
        operationId: 'createPaperTest',
        response: { 201: envelope(paperTestSheetSchema), ...failures(404) },
        tags,
        body: paperTestSchema,
      },
      config: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createPaperTest(app.db, viewerOf(request), request.body),
            PAPER_TEST_MESSAGES.created,
          ),
        ),
  );
  app.get(
    '/students/:studentId/results',
    {
      schema: {
        summary: "List a student's published paper test results",
        operationId: 'listPaperResults',
        response: { 200: envelope(pageOf(paperResultSchema)), ...failures(404) },
        tags,
        params: z.object({ studentId: z.uuid(STUDENT_MESSAGES.notFound) }),
        querystring: paperResultsQuerySchema,
      },
      config: { access: ['admin', 'student', 'parent'] },
    },
    async (request) => {
      // Someone else's child is not found, as a student who does not exist: nothing to learn.
      if (!(await canFollowStudent(app.db, viewerOf(request).user, request.params.studentId))) {
        throw notFound(STUDENT_MESSAGES.notFound);
      }
      return ok(await studentResults(app.db, request.params.studentId, request.query));
    },
  );
  app.get(
    '/distribution',
    {
      schema: {
        summary: "How a batch's last published paper test went, in tenths",
        operationId: 'getPaperTestDistribution',
        response: { 200: envelope(distributionSchema) },
        tags,
        querystring: distributionQuerySchema,
      },
      config: staff,
    },
    async (request) =>
      ok(await lastTestDistribution(app.db, viewerOf(request), request.query.batchId)),
  );
  app.get(
    '/:id',
    {
      schema: {
        summary: "Get a paper test's marks grid",
        operationId: 'getPaperTest',
        response: { 200: envelope(paperTestSheetSchema), ...failures(404) },
        tags,
        params,
      },
      config: staff,
    },
    async (request) => ok(await paperTestSheet(app.db, viewerOf(request), request.params.id)),
  );
  app.put(
    '/:id/marks',
    {
      schema: {
        summary: "Save cells of a paper test's marks grid",
        operationId: 'savePaperTestMarks',
        response: { 200: envelope(paperTestSheetSchema), ...failures(404) },
        tags,
        params,
        body: marksSchema,
      },
      // A whole grid in one save: 3,000 cells of about 120 bytes.
      bodyLimit: 512 * 1024,
      config: staff,
    },
    async (request) => {
      const { sheet, republished } = await saveMarks(
        app.db,
        viewerOf(request),
        request.params.id,
        request.body.entries,
      );
      return ok(sheet, republished ? PAPER_TEST_MESSAGES.republished : PAPER_TEST_MESSAGES.saved);
    },
  );
  app.post(
    '/:id/publish',
    {
      schema: {
        summary: "Publish a paper test's results and text them to students and parents",
        operationId: 'publishPaperTest',
        response: { 200: envelope(paperTestSheetSchema), ...failures(404, 409) },
        tags,
        params,
      },
      config: staff,
    },
    async (request) => {
      const sheet = await publishPaperTest(
        app.db,
        app.channels,
        viewerOf(request),
        request.params.id,
        `${opts.publicOrigin}/dashboard`,
      );
      app.outbox.nudge();
      return ok(sheet, PAPER_TEST_MESSAGES.published);
    },
  );
}
