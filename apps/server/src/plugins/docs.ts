import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeOperation, SESSION_SCHEME } from '../lib/api-operations.ts';

interface WithSchemas {
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Each named zod schema becomes two components, what the API reads ("…Input") and what it
 * answers; keeps those an operation or another component refers to.
 */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components } = document as WithSchemas;
  const schemas = components?.schemas ?? {};
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const used = new Set<string>();
  const visit = (json: string) => {
    for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name) && schemas[name]) {
        used.add(name);
        visit(JSON.stringify(schemas[name]));
      }
    }
  };
  visit(text);
  const kept = Object.entries(schemas).filter(([name]) => used.has(name));
  return { ...document, components: { ...components, schemas: Object.fromEntries(kept) } };
}

/**
 * The OpenAPI description of the API, generated from the routes' zod schemas (decisions §60):
 * each operation's summary and operationId are declared on the route, its security and error
 * answers follow from its declared access (`lib/api-operations.ts`). In production only
 * administrators may read it: it maps every endpoint for whoever is looking.
 */
export default fp(
  async function docs(app: FastifyInstance, opts: { isProduction: boolean; publicOrigin: string }) {
    app.addHook('onRoute', completeOperation);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Academy API',
          version: '1.0.0',
          description:
            'The academy web platform API. Every JSON answer is the envelope ' +
            '`{ success, message?, data?, errors?, code?, requestId? }`; a failure carries no data.',
        },
        servers: [{ url: opts.publicOrigin, description: 'This academy' }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: app.sessionCookies.names.access,
              description:
                'The 15-minute access token set by `POST /api/auth/login`; when it expires, ' +
                '`POST /api/auth/refresh` (with the refresh cookie ' +
                `\`${app.sessionCookies.names.refresh}\`) sets a new pair.`,
            },
            refreshCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: app.sessionCookies.names.refresh,
              description: 'The refresh token, only for `POST /api/auth/refresh` and sign-out.',
            },
          },
        },
      },
      transform: (document) => {
        const transformed = jsonSchemaTransform(document);
        // A prefix's own route ("/api/courses/") is served without the slash as well.
        return { ...transformed, url: transformed.url.replace(/(.)\/$/, '$1') };
      },
      transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
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
