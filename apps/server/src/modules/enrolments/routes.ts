import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_MESSAGES,
  courseProgressSchema,
  courseRatedSchema,
  enrolledSchema,
  myCourseSchema,
  playerCourseSchema,
  progressSchema,
  ratingSchema,
} from '@academy/contract/courses';
import { envelope, failures, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { PaymentSetup } from '../payments/provider.ts';
import { myCourses, playerCourse, purchase, rateCourse, saveProgress } from './service.ts';

const idParams = z.object({ id: z.uuid('Course not found') });

export default async function enrolmentRoutes(
  fastify: FastifyInstance,
  options: { payments: PaymentSetup },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/purchase/:id',
    {
      schema: {
        summary: 'Enrol in a free course or start paying for one',
        operationId: 'purchaseCourse',
        response: { 200: envelope(enrolledSchema), ...failures(402, 409) },
        tags: ['enrolments'],
        params: idParams,
      },
      config: { access: 'student', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const userId = viewerOf(request).user.id;
      const result = await purchase(app.db, options.payments, userId, request.params.id);
      return ok(
        { title: result.course.title, courseId: result.course.id, enrolled: true },
        result.alreadyEnrolled ? COURSE_MESSAGES.alreadyEnrolled : COURSE_MESSAGES.enrolled,
      );
    },
  );

  app.get(
    '/student/my-courses',
    {
      schema: {
        summary: "List the student's courses",
        operationId: 'listMyCourses',
        response: { 200: envelope(z.array(myCourseSchema)) },
        tags: ['enrolments'],
      },
      config: { access: 'student' },
    },
    async (request) => ok(await myCourses(app.db, viewerOf(request).user.id)),
  );

  app.get(
    '/student/my-courses/:id',
    {
      schema: {
        summary: "Get one of the student's courses with its progress",
        operationId: 'getMyCourse',
        response: { 200: envelope(playerCourseSchema) },
        tags: ['enrolments'],
        params: idParams,
      },
      config: { access: 'student' },
    },
    async (request) => ok(await playerCourse(app.db, viewerOf(request).user.id, request.params.id)),
  );

  app.put(
    '/student/my-courses/:id/progress',
    {
      schema: {
        summary: "Record a lesson's progress",
        operationId: 'updateCourseProgress',
        response: { 200: envelope(courseProgressSchema) },
        tags: ['enrolments'],
        params: idParams,
        body: progressSchema,
      },
      config: { access: 'student' },
    },
    async (request) =>
      ok(await saveProgress(app.db, viewerOf(request).user.id, request.params.id, request.body)),
  );

  app.put(
    '/courses/:id/rating',
    {
      schema: {
        summary: 'Rate a course',
        operationId: 'rateCourse',
        response: { 200: envelope(courseRatedSchema) },
        tags: ['enrolments'],
        params: idParams,
        body: ratingSchema,
      },
      config: { access: 'student' },
    },
    async (request) =>
      ok(
        await rateCourse(app.db, viewerOf(request).user.id, request.params.id, request.body.rating),
        COURSE_MESSAGES.rated,
      ),
  );
}
