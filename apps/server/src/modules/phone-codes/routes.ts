import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PHONE_CODE_MESSAGES,
  confirmPhoneSchema,
  forgotPasswordSchema,
  phoneOnlySchema,
  resetPasswordSchema,
  type PhoneCodeAvailability,
} from '@academy/contract/phone-codes';
import { AppError } from '../../lib/app-error.ts';
import { done, envelope, ok } from '../../lib/envelope.ts';
import type { CodeKeys } from './codes.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { toUser } from '../accounts/user-dto.ts';
import {
  confirmPhoneChange,
  confirmSignup,
  resendSignupCode,
  startPhoneChange,
} from './confirm.ts';
import { requestReset, resetPassword } from './reset.ts';
import { requesterOf } from '../../lib/requester.ts';
import { z } from 'zod';
import { userSchema } from '@academy/contract/auth';

/** Wrong codes for one phone, from every address, before its codes pause for an hour. */
const WRONG_CODES_PER_PHONE = 15;

/**
 * Codes to a phone, under /api/auth: forgot password, confirming a new account's number, and
 * moving to a new number. Without a provider that can send codes, they say to ask the academy
 * (503): the admin's reset still works.
 */
export default async function phoneCodeRoutes(
  fastify: FastifyInstance,
  options: { canSend: boolean; keys: CodeKeys },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireSending = () => {
    if (!options.canSend) throw new AppError('UNAVAILABLE', PHONE_CODE_MESSAGES.unavailable);
  };
  const wrongCodes = app.failureLimiter('code-phone', {
    points: WRONG_CODES_PER_PHONE,
    seconds: 60 * 60,
  });
  /** Runs a code check; a refused code counts against the phone, whichever code it was. */
  async function countingWrongCodes<T>(phone: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.fieldErrors?.code) await wrongCodes.fail(phone);
      throw error;
    }
  }

  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  app.post(
    '/confirm-phone',
    {
      schema: {
        summary: "Confirm a new account's phone with its code",
        operationId: 'confirmPhone',
        response: { 200: envelope(z.object({ user: userSchema })) },
        tags: ['auth'],
        body: confirmPhoneSchema,
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const { phone } = request.body;
      await wrongCodes.check(phone, (seconds) => reply.header('retry-after', seconds));
      const user = await countingWrongCodes(phone, () =>
        confirmSignup(app.db, options.keys.secret, request.body),
      );
      app.sessionCookies.set(reply, await app.sessions.start(user, meta(request)));
      return ok({ user: toUser(user) }, PHONE_CODE_MESSAGES.confirmed);
    },
  );

  app.post(
    '/confirm-phone/resend',
    {
      schema: {
        summary: 'Send the confirmation code again',
        operationId: 'resendPhoneConfirmation',
        response: { 202: done },
        tags: ['auth'],
        body: phoneOnlySchema,
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      if (await resendSignupCode(app.db, options.keys, request.body.phone, requesterOf(request)))
        app.outbox.nudge();
      return reply.status(202).send(ok(null, PHONE_CODE_MESSAGES.confirmSent));
    },
  );

  app.post(
    '/phone',
    {
      schema: {
        summary: 'Ask to change the phone number',
        operationId: 'changePhone',
        response: { 202: done },
        tags: ['auth'],
        body: phoneOnlySchema,
      },
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const { user } = viewerOf(request);
      if (
        await startPhoneChange(app.db, options.keys, user, request.body.phone, requesterOf(request))
      )
        app.outbox.nudge();
      return reply.status(202).send(ok(null, PHONE_CODE_MESSAGES.changeSent));
    },
  );

  app.post(
    '/phone/confirm',
    {
      schema: {
        summary: 'Confirm the new phone number with its code',
        operationId: 'confirmPhoneChange',
        response: { 200: envelope(z.object({ user: userSchema })) },
        tags: ['auth'],
        body: confirmPhoneSchema,
      },
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const { phone } = request.body;
      await wrongCodes.check(phone, (seconds) => reply.header('retry-after', seconds));
      const user = await countingWrongCodes(phone, () =>
        confirmPhoneChange(app.db, options.keys.secret, viewerOf(request).user, request.body),
      );
      return ok({ user: toUser(user) }, PHONE_CODE_MESSAGES.changed);
    },
  );

  app.get(
    '/forgot-password',
    {
      schema: {
        summary: 'Whether codes to reset a password can be sent',
        operationId: 'getForgotPasswordOptions',
        response: { 200: envelope(z.object({ available: z.boolean() })) },
        tags: ['auth'],
      },
      config: { access: 'public' },
    },
    async () => ok({ available: options.canSend } satisfies PhoneCodeAvailability),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Send a code to reset a password',
        operationId: 'requestPasswordReset',
        response: { 202: done },
        tags: ['auth'],
        body: forgotPasswordSchema,
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const queued = await requestReset(
        app.db,
        options.keys,
        request.body.phone,
        requesterOf(request),
      );
      if (queued) app.outbox.nudge();
      return reply.status(202).send(ok(null, PHONE_CODE_MESSAGES.sent));
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with a code',
        operationId: 'resetPassword',
        response: { 200: done },
        tags: ['auth'],
        body: resetPasswordSchema,
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      requireSending();
      const { phone } = request.body;
      await wrongCodes.check(phone, (seconds) => reply.header('retry-after', seconds));
      await countingWrongCodes(phone, () =>
        resetPassword(app.db, options.keys.secret, request.body, request.ip),
      );
      request.log.info({ event: 'password-reset' }, 'password reset with a phone code');
      return ok(null, PHONE_CODE_MESSAGES.resetDone);
    },
  );
}
