import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_MESSAGES,
  courseDeletedSchema,
  courseDetailSchema,
  courseFormSchema,
  courseListQuerySchema,
  courseSummarySchema,
} from '@academy/contract/courses';
import { ROLES } from '@academy/contract/roles';
import { envelope, ok, pageOf } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createCourse, deleteCourse, updateCourse } from './authoring.ts';
import { getCourseDetail, listCourses, toDetail } from './catalogue.ts';
import type { YoutubeClient } from './youtube.ts';

const idParams = z.object({ id: z.uuid('Course not found') });
/** What the course list reads from its query: a visitor's list is kept by these alone. */
const courseListQueryParams = Object.keys(courseListQuerySchema.shape);

export default async function coursesRoutes(
  fastify: FastifyInstance,
  options: { youtube: YoutubeClient },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { youtube } = options;

  app.get(
    '/',
    {
      schema: {
        summary: 'Search and list courses',
        operationId: 'listCourses',
        response: {
          200: envelope(pageOf(courseSummarySchema).extend({ languages: z.array(z.string()) })),
        },
        tags: ['courses'],
        querystring: courseListQuerySchema,
      },
      // The same list for every visitor until an edit: kept (plugins/visitor-cache.ts).
      config: { access: 'optional', visitorCache: { query: courseListQueryParams } },
    },
    async (request) => {
      const isAdmin = request.viewer?.user.role === ROLES.admin;
      return ok(await listCourses(app.db, request.query, isAdmin));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a course',
        operationId: 'getCourse',
        response: { 200: envelope(courseDetailSchema) },
        tags: ['courses'],
        params: idParams,
      },
      config: { access: 'optional' },
    },
    async (request) => ok(await getCourseDetail(app.db, request.params.id, request.viewer)),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a course',
        operationId: 'createCourse',
        response: { 201: envelope(courseDetailSchema) },
        tags: ['courses'],
        body: courseFormSchema,
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const row = await createCourse(app.db, viewerOf(request), request.body, youtube);
      return reply
        .status(201)
        .send(ok(toDetail(row, viewerOf(request), false), COURSE_MESSAGES.created));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a course',
        operationId: 'updateCourse',
        response: { 200: envelope(courseDetailSchema) },
        tags: ['courses'],
        params: idParams,
        body: courseFormSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const row = await updateCourse(
        app.db,
        viewerOf(request),
        request.params.id,
        request.body,
        youtube,
      );
      return ok(toDetail(row, viewerOf(request), false), COURSE_MESSAGES.updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete or archive a course',
        operationId: 'deleteCourse',
        response: { 200: envelope(courseDeletedSchema) },
        tags: ['courses'],
        params: idParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const result = await deleteCourse(app.db, viewerOf(request), request.params.id);
      return ok(result, result.archived ? COURSE_MESSAGES.archived : COURSE_MESSAGES.deleted);
    },
  );
}
