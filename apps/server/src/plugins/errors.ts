import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INVALID_INPUT } from '@academy/contract/envelope';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own error codes that are the client's fault, with the text the user sees. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: HTTP_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: HTTP_MESSAGES.emptyBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: HTTP_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: HTTP_MESSAGES.badLength },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedType },
  FST_ERR_BAD_URL: { status: 400, message: HTTP_MESSAGES.badRequest },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: HTTP_MESSAGES.badRequest },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a body over the route's limit is told, and under which field, in place of the
     * generic "The request is too large" (the student import: "The file must be at most 1 MB").
     */
    tooLarge?: { message: string; field: string };
  }
}

/** Errors that mean the database cannot be reached right now: answer 503, not 500. */
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08001',
  '08006',
]);
const isConnectionError = (error: { code?: string; message?: string }) =>
  (error.code !== undefined && DATABASE_DOWN.has(error.code)) ||
  /Connection terminated|timeout exceeded when trying to connect/i.test(error.message ?? '');

/** Drizzle wraps the driver's error (`cause`): look through the chain. */
function isDatabaseDown(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if (isConnectionError(e as { code?: string; message?: string })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Field path -> first message, as the forms show them ("faq.0.question"). */
function fieldErrorsOf(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[key] ??= issue.message ?? INVALID_INPUT;
    }
  }
  return errors;
}

/** Turns every failure into the JSON envelope, and never sends a stack trace. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({
          success: false,
          message: error.message,
          ...(error.reason ? { code: error.reason } : {}),
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        });
      }
      if (error.validation) {
        const errors = fieldErrorsOf(error);
        const first = Object.values(errors)[0];
        return reply.status(400).send({ success: false, message: first ?? INVALID_INPUT, errors });
      }
      const tooLarge = request.routeOptions.config.tooLarge;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLarge) {
        return reply.status(413).send({
          success: false,
          message: tooLarge.message,
          errors: { [tooLarge.field]: tooLarge.message },
        });
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send({ success: false, message: known.message });
      if (error.statusCode === 429) {
        return reply.status(429).send({ success: false, message: error.message });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ success: false, message: HTTP_MESSAGES.badRequest });
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).send({
          success: false,
          message: HTTP_MESSAGES.unavailable,
          requestId: request.id,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: HTTP_MESSAGES.serverError,
        requestId: request.id,
      });
    });
  },
  { name: 'errors' },
);
