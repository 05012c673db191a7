import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMISSION_MESSAGES as M,
  demoVisitorSchema,
  visitorMarkSchema,
} from '@academy/contract/admissions';
import { classKeySchema } from '@academy/contract/timetable';
import { envelope, failures, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { demoVisitors, markVisitor } from './demos.ts';

const tags = ['admissions'];
/** The class's teachers (and admins), counsellors or not: which classes, the service decides. */
const staff = { access: ['admin', 'teacher'] as const };

/** A class's demo visitors on its register, under /api/classes (issue 52). */
export default async function demoVisitorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/classes/:key/demo-visitors',
    {
      schema: {
        summary: 'List the leads booked into a class to try it',
        operationId: 'listDemoVisitors',
        response: { 200: envelope(z.array(demoVisitorSchema)), ...failures(403, 404) },
        tags,
        params: z.object({ key: classKeySchema }),
      },
      config: staff,
    },
    async (request) => ok(await demoVisitors(app.db, viewerOf(request), request.params.key)),
  );
  app.put(
    '/classes/:key/demo-visitors/:id',
    {
      schema: {
        summary: 'Mark a demo visitor present or not',
        operationId: 'markDemoVisitor',
        response: { 200: envelope(z.array(demoVisitorSchema)), ...failures(403, 404, 409) },
        tags,
        params: z.object({ key: classKeySchema, id: z.uuid(M.visitorNotFound) }),
        body: visitorMarkSchema,
      },
      config: staff,
    },
    async (request) =>
      ok(
        await markVisitor(
          app.db,
          viewerOf(request),
          request.params.key,
          request.params.id,
          request.body.attended,
        ),
        M.visitorMarked,
      ),
  );
}
