import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { Role } from '@academy/contract/roles';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createSessionCookies, type SessionCookies } from '../modules/auth/cookies.ts';
import { createSessionService, type SessionService } from '../modules/auth/sessions.ts';
import { createTokenService, type TokenService } from '../modules/auth/tokens.ts';

export interface Viewer {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    tokens: TokenService;
    sessionCookies: SessionCookies;
    /** preHandler: any signed-in, active user (401 without a valid session, 403 if suspended). */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a signed-in user with this role (403 for another role). */
    requireRole(role: Role): preHandlerAsyncHookHandler;
    /** preHandler: attaches the viewer when signed in, never refuses. */
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Signed-in user of a route behind requireUser / requireRole. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return request.viewer;
}

/**
 * Sessions: a short access token (JWT) and a rotating refresh token, both in httpOnly cookies.
 * Every request also checks the session row, so logout and suspension take effect at once.
 */
export default fp(
  async function auth(
    app: FastifyInstance,
    opts: { sessionSecret: string; isProduction: boolean },
  ) {
    await app.register(cookie);
    const tokens = createTokenService(opts.sessionSecret);
    app.decorate('tokens', tokens);
    app.decorate('sessions', createSessionService(app.db, tokens));
    app.decorate('sessionCookies', createSessionCookies(opts.isProduction));
    app.decorateRequest('viewer', null);

    async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
      const { access } = app.sessionCookies.read(request);
      const claims = await tokens.verifyAccess(access);
      if (!claims) return null;
      const live = await app.sessions.findLive(claims.sessionId);
      if (!live || live.user.id !== claims.userId) return null;
      if (live.user.status === 'suspended')
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
      if (live.user.status !== 'active') return null;
      return { user: live.user, sessionId: live.session.id };
    }

    const requireUser: preHandlerAsyncHookHandler = async (request) => {
      const hadCookie = Boolean(app.sessionCookies.read(request).access);
      request.viewer = await resolveViewer(request);
      if (!request.viewer) {
        throw new AppError(
          'UNAUTHENTICATED',
          hadCookie ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
        );
      }
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => {
      return async function requireRole(request, reply) {
        await requireUser.call(this, request, reply);
        if (request.viewer?.user.role !== role) {
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
        }
      };
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.viewer = await resolveViewer(request).catch(() => null);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
