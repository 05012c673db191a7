import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MOCK_TEST_MESSAGES,
  adminMockTestRowSchema,
  adminTestResultsSchema,
  answerSavedSchema,
  answerSchema,
  attemptResultSchema,
  attemptStartedSchema,
  attemptSubmittedSchema,
  attemptViewSchema,
  mockTestDetailSchema,
  mockTestFormSchema,
  mockTestIntroSchema,
  mockTestListQuerySchema,
  studentMockTestSchema,
  studentTestResultSchema,
} from '@academy/contract/mock-tests';
import { csvImportSchema, csvQuestionSchema } from '@academy/contract/mock-test-csv';
import { ROLES } from '@academy/contract/roles';
import { envelope, failures, ok, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { csvTemplate, parseQuestionCsv } from './csv.ts';
import { createTest, deleteTest, getAdminTest, listAdminTests, updateTest } from './authoring.ts';
import { getAdminResults, getResult, studentTestResults } from './results.ts';
import {
  getAttempt,
  getTestIntro,
  listStudentTests,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from './taking.ts';

const testParams = z.object({ id: z.uuid(MOCK_TEST_MESSAGES.notFound) });
const attemptParams = z.object({ id: z.uuid(MOCK_TEST_MESSAGES.attemptNotFound) });
const answerParams = z.object({
  id: z.uuid(MOCK_TEST_MESSAGES.attemptNotFound),
  questionId: z.uuid(MOCK_TEST_MESSAGES.questionUnknown),
});
const tags = ['mock-tests'];
const attemptStarted = envelope(attemptStartedSchema);

/**
 * Admin: /api/admin/mock-tests (authoring, CSV import, results).
 * Students: /api/mock-tests (list, intro, start) and /api/mock-attempts (take, submit, result).
 */
export default async function mockTestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userId = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request).user.id;

  // --- Admin ------------------------------------------------------------------------------

  app.get(
    '/admin/mock-tests',
    {
      schema: {
        summary: 'List mock tests for authoring',
        operationId: 'listAdminMockTests',
        response: { 200: envelope(z.array(adminMockTestRowSchema)) },
        tags,
      },
      config: { access: 'admin' },
    },
    async () => ok(await listAdminTests(app.db)),
  );

  app.get(
    '/admin/mock-tests/csv-template',
    {
      schema: {
        summary: 'Download the question CSV template',
        operationId: 'getMockTestCsvTemplate',
        response: { 200: textAnswer('text/csv', 'The header row and an example question') },
        tags,
      },
      config: { access: 'admin' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mock-test-questions.csv"')
        .send(csvTemplate()),
  );

  app.post(
    '/admin/mock-tests/import-csv',
    {
      schema: {
        summary: 'Parse a question CSV into questions',
        operationId: 'importMockTestCsv',
        response: { 200: envelope(z.object({ questions: z.array(csvQuestionSchema) })) },
        tags,
        body: csvImportSchema,
      },
      config: { access: 'admin' },
      bodyLimit: 1_100_000,
    },
    async (request) => {
      const questions = parseQuestionCsv(request.body.csv);
      return ok(
        { questions },
        `${questions.length} ${questions.length === 1 ? 'question' : 'questions'} imported`,
      );
    },
  );

  app.post(
    '/admin/mock-tests',
    {
      schema: {
        summary: 'Create a mock test',
        operationId: 'createMockTest',
        response: { 201: envelope(mockTestDetailSchema) },
        tags,
        body: mockTestFormSchema,
      },
      config: { access: 'admin' },
      bodyLimit: 2_000_000,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await createTest(app.db, viewerOf(request), request.body), MOCK_TEST_MESSAGES.created),
        ),
  );

  app.get(
    '/admin/mock-tests/:id',
    {
      schema: {
        summary: 'Get a mock test with its answers',
        operationId: 'getAdminMockTest',
        response: { 200: envelope(mockTestDetailSchema) },
        tags,
        params: testParams,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await getAdminTest(app.db, request.params.id)),
  );

  app.put(
    '/admin/mock-tests/:id',
    {
      schema: {
        summary: 'Change a mock test',
        operationId: 'updateMockTest',
        response: { 200: envelope(mockTestDetailSchema) },
        tags,
        params: testParams,
        body: mockTestFormSchema,
      },
      config: { access: 'admin' },
      bodyLimit: 2_000_000,
    },
    async (request) =>
      ok(
        await updateTest(app.db, viewerOf(request), request.params.id, request.body),
        MOCK_TEST_MESSAGES.updated,
      ),
  );

  app.delete(
    '/admin/mock-tests/:id',
    {
      schema: {
        summary: 'Delete a mock test',
        operationId: 'deleteMockTest',
        response: { 200: envelope(z.object({ id: z.string() })), ...failures(409) },
        tags,
        params: testParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteTest(app.db, viewerOf(request), request.params.id);
      return ok({ id: request.params.id }, MOCK_TEST_MESSAGES.deleted);
    },
  );

  app.get(
    '/admin/mock-tests/:id/results',
    {
      schema: {
        summary: "List a mock test's results",
        operationId: 'listMockTestResults',
        response: { 200: envelope(adminTestResultsSchema) },
        tags,
        params: testParams,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await getAdminResults(app.db, request.params.id)),
  );

  app.get(
    '/admin/students/:id/test-results',
    {
      schema: {
        summary: "List a student's test results",
        operationId: 'listStudentTestResults',
        response: { 200: envelope(z.array(studentTestResultSchema)) },
        tags,
        params: z.object({ id: z.uuid('Student not found') }),
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await studentTestResults(app.db, request.params.id)),
  );

  // --- Students ---------------------------------------------------------------------------

  app.get(
    '/mock-tests',
    {
      schema: {
        summary: 'List the mock tests open to the student',
        operationId: 'listMockTests',
        response: { 200: envelope(z.array(studentMockTestSchema)) },
        tags,
        querystring: mockTestListQuerySchema,
      },
      config: { access: 'optional' },
    },
    async (request) => {
      const viewer = request.viewer;
      const studentId = viewer?.user.role === ROLES.student ? viewer.user.id : null;
      return ok(await listStudentTests(app.db, studentId, request.query));
    },
  );

  app.get(
    '/student/my-tests',
    {
      schema: {
        summary: "List the student's attempts",
        operationId: 'listMyTests',
        response: { 200: envelope(z.array(studentTestResultSchema)) },
        tags,
      },
      config: { access: 'student' },
    },
    async (request) => ok(await studentTestResults(app.db, userId(request))),
  );

  app.get(
    '/mock-tests/:id',
    {
      schema: {
        summary: "Get a mock test's introduction",
        operationId: 'getMockTestIntro',
        response: { 200: envelope(mockTestIntroSchema) },
        tags,
        params: testParams,
      },
      config: { access: 'student' },
    },
    async (request) => ok(await getTestIntro(app.db, userId(request), request.params.id)),
  );

  app.post(
    '/mock-tests/:id/attempts',
    {
      schema: {
        summary: 'Start an attempt',
        operationId: 'startMockAttempt',
        // 201 for a new attempt, 200 for the one already running.
        response: { 200: attemptStarted, 201: attemptStarted, ...failures(409) },
        tags,
        params: testParams,
      },
      config: { access: 'student', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await startAttempt(app.db, userId(request), request.params.id);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );

  app.get(
    '/mock-attempts/:id',
    {
      schema: {
        summary: 'Get an attempt in progress',
        operationId: 'getMockAttempt',
        response: { 200: envelope(attemptViewSchema) },
        tags,
        params: attemptParams,
      },
      config: { access: 'student' },
    },
    async (request) => ok(await getAttempt(app.db, userId(request), request.params.id)),
  );

  app.put(
    '/mock-attempts/:id/answers/:questionId',
    {
      schema: {
        summary: 'Save an answer',
        operationId: 'saveMockAnswer',
        response: { 200: envelope(answerSavedSchema), ...failures(409) },
        tags,
        params: answerParams,
        body: answerSchema,
      },
      // One save a choice: generous for a fast student, tight enough against a runaway loop.
      config: { access: 'student', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await saveAnswer(
          app.db,
          userId(request),
          request.params.id,
          request.params.questionId,
          request.body,
        ),
      ),
  );

  app.post(
    '/mock-attempts/:id/submit',
    {
      schema: {
        summary: 'Submit an attempt',
        operationId: 'submitMockAttempt',
        response: { 200: envelope(attemptSubmittedSchema) },
        tags,
        params: attemptParams,
      },
      config: { access: 'student' },
    },
    async (request) => {
      const result = await submitAttempt(app.db, userId(request), request.params.id);
      return ok(
        result,
        result.autoSubmitted ? MOCK_TEST_MESSAGES.autoSubmitted : MOCK_TEST_MESSAGES.submitted,
      );
    },
  );

  app.get(
    '/mock-attempts/:id/result',
    {
      schema: {
        summary: "Get an attempt's result",
        operationId: 'getMockAttemptResult',
        response: { 200: envelope(attemptResultSchema) },
        tags,
        params: attemptParams,
      },
      config: { access: 'student' },
    },
    async (request) => ok(await getResult(app.db, userId(request), request.params.id)),
  );
}
