import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PHONE_CODE_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
  type PhoneCodeAvailability,
} from '@academy/contract/phone-codes';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { CodeKeys } from './codes.ts';
import { requestReset, resetPassword } from './reset.ts';

/** Wrong codes for one phone, from every address, before its resets pause for an hour. */
const WRONG_CODES_PER_PHONE = 15;

/**
 * Forgot password, under /api/auth. Without a provider that can send codes, both routes say to
 * ask the academy (503): the admin's reset still works.
 */
export default async function phoneCodeRoutes(
  fastify: FastifyInstance,
  options: { canSend: boolean; keys: CodeKeys },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireSending = () => {
    if (!options.canSend) throw new AppError('UNAVAILABLE', PHONE_CODE_MESSAGES.unavailable);
  };
  const wrongCodes = app.failureLimiter('reset-phone', {
    points: WRONG_CODES_PER_PHONE,
    seconds: 60 * 60,
  });

  app.get(
    '/forgot-password',
    { schema: { tags: ['auth'] }, config: { access: 'public' } },
    async () => ok({ available: options.canSend } satisfies PhoneCodeAvailability),
  );

  app.post(
    '/forgot-password',
    {
      schema: { tags: ['auth'], body: forgotPasswordSchema },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const queued = await requestReset(app.db, options.keys, request.body.phone, request.ip);
      if (queued) app.outbox.nudge();
      return reply.status(202).send(ok(null, PHONE_CODE_MESSAGES.sent));
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const { phone } = request.body;
      await wrongCodes.check(phone, (seconds) => reply.header('retry-after', seconds));
      try {
        await resetPassword(app.db, options.keys.secret, request.body, request.ip);
      } catch (error) {
        if (error instanceof AppError && error.fieldErrors?.code) await wrongCodes.fail(phone);
        throw error;
      }
      request.log.info({ event: 'password-reset' }, 'password reset with a phone code');
      return ok(null, PHONE_CODE_MESSAGES.resetDone);
    },
  );
}
