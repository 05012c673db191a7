import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from './tokens.ts';

/** `__Host-` binds a cookie to this exact origin over HTTPS; plain names in development. */
export function cookieNames(isProduction: boolean) {
  const prefix = isProduction ? '__Host-' : '';
  return { access: `${prefix}academy_at`, refresh: `${prefix}academy_rt` };
}

export function createSessionCookies(isProduction: boolean) {
  const names = cookieNames(isProduction);
  const base = { httpOnly: true, sameSite: 'lax', secure: isProduction, path: '/' } as const;
  return {
    names,
    read(request: FastifyRequest) {
      return { access: request.cookies[names.access], refresh: request.cookies[names.refresh] };
    },
    /**
     * Whether either session cookie came along, live or not. A request without is a visitor's
     * for sure (signed out, as `GET /api/auth/me` answers it), which caches and pages rely on.
     */
    present(request: FastifyRequest) {
      return Boolean(request.cookies[names.access] || request.cookies[names.refresh]);
    },
    set(reply: FastifyReply, tokens: { access: string; refresh: string; expiresAt: Date }) {
      const refreshSeconds = Math.max(
        0,
        Math.floor((tokens.expiresAt.getTime() - Date.now()) / 1000),
      );
      reply.setCookie(names.access, tokens.access, { ...base, maxAge: ACCESS_TOKEN_SECONDS });
      reply.setCookie(names.refresh, tokens.refresh, { ...base, maxAge: refreshSeconds });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(names.access, base);
      reply.clearCookie(names.refresh, base);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
