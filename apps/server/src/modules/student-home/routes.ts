import type { FastifyInstance } from 'fastify';
import { studentHomeSchema } from '@academy/contract/student-home';
import { envelope, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { studentHome } from './service.ts';

/** GET /api/student/home: what the student's home (/dashboard) shows. Students only. */
export default async function studentHomeRoutes(app: FastifyInstance) {
  app.get(
    '/student/home',
    {
      schema: {
        summary: "Get the student's home page",
        operationId: 'getStudentHome',
        response: { 200: envelope(studentHomeSchema) },
        tags: ['student-home'],
      },
      config: { access: 'student' },
    },
    async (request) => ok(await studentHome(app.db, viewerOf(request).user)),
  );
}
