import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  adminProfileSchema,
  parentProfileSchema,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  userSchema,
} from '@academy/contract/auth';
import { ROLES, isStudent } from '@academy/contract/roles';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { AppError } from '../../lib/app-error.ts';
import { requesterOf } from '../../lib/requester.ts';
import type { CodeKeys } from '../phone-codes/codes.ts';
import { sendSignupCode } from '../phone-codes/confirm.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { envelope, failures, messageOnly, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createLoginLimits } from './login-limits.ts';
import type { IssuedSession } from '../accounts/sessions.ts';
import { toUser } from '../accounts/user-dto.ts';
import { authenticate, changePassword, updateProfile } from './service.ts';
import { createStudent } from '../accounts/students.ts';

/** Per address: a school's shared connection may register a class at once, a script may not. */
export const REGISTRATIONS_PER_HOUR = 30;

const userEnvelope = envelope(z.object({ user: userSchema }));
/** Signed in at once, or (numbers confirmed at sign-up) a code on its way to `confirmPhone`. */
const registeredEnvelope = envelope(
  z.object({ user: userSchema.nullable(), confirmPhone: z.string().nullable().optional() }),
);
const maybeUserEnvelope = envelope(z.object({ user: userSchema.nullable() }));

export default async function authRoutes(
  fastify: FastifyInstance,
  options: { codes: { canSend: boolean; keys: CodeKeys } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const signIn = (reply: FastifyReply, issued: IssuedSession) =>
    app.sessionCookies.set(reply, issued);
  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  const loginLimits = createLoginLimits(app);

  app.post(
    '/register',
    {
      schema: {
        summary: 'Register a student account',
        operationId: 'register',
        tags: ['auth'],
        body: registerSchema,
        response: { 201: registeredEnvelope, ...failures(409) },
      },
      config: {
        access: 'public',
        rateLimit: { max: REGISTRATIONS_PER_HOUR, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      // With "Confirm phone numbers at sign-up" on (and a way to send codes), the account waits
      // for the code sent to its number before anyone can sign in to it.
      const confirm =
        options.codes.canSend && (await readSiteConfig(app.db)).accounts?.confirmPhoneAtSignUp;
      if (confirm) {
        const user = await createStudent(app.db, request.body, { status: 'pending' });
        if (await sendSignupCode(app.db, options.codes.keys, user, requesterOf(request)))
          app.outbox.nudge();
        request.log.info({ event: 'register', userId: user.id }, 'student registered, pending');
        return reply
          .status(201)
          .send(ok({ user: null, confirmPhone: user.phone }, PHONE_CODE_MESSAGES.confirmSent));
      }
      const user = await createStudent(app.db, request.body);
      signIn(reply, await app.sessions.start(user, meta(request)));
      request.log.info({ event: 'register', userId: user.id }, 'student registered');
      return reply.status(201).send(ok({ user: toUser(user) }, AUTH_MESSAGES.registered));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with phone and password',
        operationId: 'login',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: userEnvelope, ...failures(401, 403) },
      },
      // Every attempt, failed or not, still has a ceiling per address: a flood is refused
      // before it reaches argon2.
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { phone } = request.body;
      const setRetryAfter = (seconds: number) => reply.header('retry-after', seconds);
      await loginLimits.before(request.ip, phone, setRetryAfter);
      try {
        const user = await authenticate(app.db, request.body);
        await loginLimits.succeeded(request.ip, phone);
        if (user.status === 'pending') {
          if (await sendSignupCode(app.db, options.codes.keys, user, requesterOf(request)))
            app.outbox.nudge();
          throw new AppError('FORBIDDEN', PHONE_CODE_MESSAGES.confirmFirst);
        }
        signIn(reply, await app.sessions.start(user, meta(request)));
        request.log.info({ event: 'login', outcome: 'success', userId: user.id }, 'login');
        return ok({ user: toUser(user) }, AUTH_MESSAGES.loggedIn);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
          await loginLimits.failed(request.ip, phone);
        request.log.info({ event: 'login', outcome: 'failure', ip: request.ip }, 'login failed');
        throw error;
      }
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Renew the session cookies',
        operationId: 'refreshSession',
        tags: ['auth'],
        security: [{ refreshCookie: [] }],
        response: { 200: userEnvelope, ...failures(401, 403) },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        const issued = await app.sessions.rotate(app.sessionCookies.read(request).refresh);
        signIn(reply, issued);
        return ok({ user: toUser(issued.user) });
      } catch (error) {
        app.sessionCookies.clear(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out',
        operationId: 'logout',
        tags: ['auth'],
        response: { 200: messageOnly },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { access, refresh } = app.sessionCookies.read(request);
      const sessionId =
        (await app.tokens.verifyAccess(access))?.sessionId ??
        (refresh ? await app.sessions.sessionOfRefreshToken(refresh) : undefined);
      if (sessionId) await app.sessions.revoke(sessionId, 'logout');
      app.sessionCookies.clear(reply);
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },
  );

  /**
   * A visitor without any session cookie is simply signed out: `user: null`, no 401, so the
   * first page load of a guest costs one request and no refresh attempt. Cookies that no longer
   * work answer 401, and the client refreshes once.
   */
  app.get(
    '/me',
    {
      schema: {
        summary: 'Who is signed in',
        operationId: 'getMe',
        tags: ['auth'],
        response: { 200: maybeUserEnvelope, ...failures(401, 403) },
      },
      // Signed out is an answer here, not a refusal: the handler applies 'user' itself.
      config: { access: 'public' },
    },
    async (request) => {
      if (!app.sessionCookies.present(request)) return ok({ user: null });
      await app.authorize(request, 'user', { beforeNewPassword: true });
      return ok({ user: toUser(viewerOf(request).user) });
    },
  );

  /** Students keep the registration details, parents an address and a state; others a name and an email. */
  app.put(
    '/me',
    {
      schema: {
        summary: "Update the signed-in user's profile",
        operationId: 'updateMe',
        tags: ['auth'],
        body: z.union([profileSchema, parentProfileSchema, adminProfileSchema]),
        response: { 200: userEnvelope },
      },
      // The role decides the schema, so the body is checked in the handler.
      validatorCompiler: () => (data) => ({ value: data }),
      config: { access: 'user' },
    },
    async (request) => {
      const { user } = viewerOf(request);
      // A student's profile has a school and a class; anyone else's, what every user has.
      const input = isStudent(user.role)
        ? parseOrThrow(profileSchema, request.body)
        : user.role === ROLES.parent
          ? parseOrThrow(parentProfileSchema, request.body)
          : parseOrThrow(adminProfileSchema, request.body);
      const updated = await updateProfile(app.db, user.id, input);
      return ok({ user: toUser(updated) }, AUTH_MESSAGES.profileSaved);
    },
  );

  app.post(
    '/password',
    {
      schema: {
        summary: "Change the signed-in user's password",
        operationId: 'changePassword',
        tags: ['auth'],
        body: changePasswordSchema,
        response: { 200: messageOnly },
      },
      config: {
        access: 'user',
        beforeNewPassword: true,
        rateLimit: { max: 10, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      await changePassword(app.db, viewerOf(request), request.body);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );
}
