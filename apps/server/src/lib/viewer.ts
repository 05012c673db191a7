import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** Who is asking: the signed-in user and their session, attached by the auth plugin. */
export interface Viewer {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Signed-in user of a route behind requireUser / requireRole. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return request.viewer;
}
