import type { FastifyRequest } from 'fastify';

/** Fields whose values never reach a log, wherever they appear in an address. */
const SECRET_PARAMS = /([?&](?:password|currentPassword|newPassword)=)[^&#]*/gi;

/**
 * A request as the log records it: method, address and client, never a body, and an address
 * with any password in it (a form sent natively as a GET by an old page) blanked out.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMS, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}
