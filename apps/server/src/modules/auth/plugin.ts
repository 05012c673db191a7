import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { Role } from '@academy/contract/roles';
import { rolesOf, type Access, type AuthorizeOptions } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createSessionCookies, type SessionCookies } from '../accounts/cookies.ts';
import { createSessionService, type SessionService } from '../accounts/sessions.ts';
import { createTokenService, type TokenService } from '../accounts/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    tokens: TokenService;
    sessionCookies: SessionCookies;
    /**
     * Applies an access to a request: attaches the viewer, or refuses with 401 (no valid
     * session) or 403 (suspended, or another role). Routes declare theirs (`config.access`);
     * a handler whose access depends on the request calls this itself.
     */
    authorize(request: FastifyRequest, access: Access, options?: AuthorizeOptions): Promise<void>;
  }
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
      // A session a sign-in elsewhere ended says so; any other ended session is just signed out.
      if (!live) {
        const ended = await app.sessions.endedError(claims.sessionId);
        if (ended.reason) throw ended;
        return null;
      }
      if (live.user.id !== claims.userId) return null;
      if (live.user.status === 'suspended')
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
      if (live.user.status !== 'active') return null;
      return { user: live.user, sessionId: live.session.id };
    }

    async function requireViewer(request: FastifyRequest): Promise<Viewer> {
      const hadCookie = Boolean(app.sessionCookies.read(request).access);
      const viewer = await resolveViewer(request);
      if (!viewer) {
        throw new AppError(
          'UNAUTHENTICATED',
          hadCookie ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
        );
      }
      return viewer;
    }

    app.decorate(
      'authorize',
      async (request: FastifyRequest, access: Access, options: AuthorizeOptions = {}) => {
        if (access === 'public') return;
        if (access === 'optional') {
          request.viewer = await resolveViewer(request).catch(() => null);
          return;
        }
        request.viewer = await requireViewer(request);
        if (request.viewer.user.mustChangePassword && !options.beforeNewPassword) {
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.mustChangePassword);
        }
        const roles = rolesOf(access);
        if (roles && !roles.includes(request.viewer.user.role as Role)) {
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
        }
      },
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
