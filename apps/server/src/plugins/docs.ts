import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description of the API, generated from the routes' zod schemas. In production only
 * administrators may read it: it maps every endpoint for whoever is looking.
 */
export default fp(
  async function docs(app: FastifyInstance, opts: { isProduction: boolean }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Academy API',
          version: '1.0.0',
          description: 'The academy web platform API.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      ...(opts.isProduction
        ? { uiHooks: { onRequest: (request) => app.authorize(request, 'admin') } }
        : {}),
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
