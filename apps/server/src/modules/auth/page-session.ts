import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@academy/contract/auth';
import { toUser } from '../accounts/user-dto.ts';

/**
 * Who a page is sent to, as `GET /api/auth/me` would answer the page's script, so the page's
 * data is asked for with its code rather than after a round trip for the session (decisions
 * §132). The access cookie lasts fifteen minutes: a student who opens the app later brings only
 * the refresh cookie, and the session is renewed here as `POST /api/auth/refresh` would, its
 * cookies set on the page. Anything less than a live session (expired, ended, suspended) answers
 * `undefined`: the page's script then asks the API, which says why, as it did before.
 */
export async function pageSessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User | undefined> {
  await app.authorize(request, 'optional');
  if (request.viewer) return toUser(request.viewer.user);
  const { refresh } = app.sessionCookies.read(request);
  if (!refresh) return undefined;
  try {
    const issued = await app.sessions.rotate(refresh);
    app.sessionCookies.set(reply, issued);
    return toUser(issued.user);
  } catch {
    return undefined;
  }
}
