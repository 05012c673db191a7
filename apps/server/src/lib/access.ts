import { ROLES, type Role } from '@academy/contract/roles';

export type RoleName = keyof typeof ROLES;

/**
 * Who may call a route, declared once in its options (`config: { access }`) and enforced before
 * the body is read or validated:
 * - `public`: anyone; no session is looked up;
 * - `optional`: anyone; the viewer is attached when signed in;
 * - `user`: any signed-in, active user (401 without a session);
 * - a role name or a list of them: a signed-in user with one of those roles (403 otherwise).
 */
export type Access = 'public' | 'optional' | 'user' | RoleName | readonly RoleName[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Open to a user who must first replace a password someone else chose: only what choosing
     * it takes (reading who they are, changing the password, signing out).
     */
    beforeNewPassword?: boolean;
    /**
     * Called by another site's server, not a browser (Razorpay's webhook): exempt from the
     * same-origin check, and only from that; it proves itself with a signature instead.
     */
    crossSite?: boolean;
  }
}

export interface AuthorizeOptions {
  /** The route is one of those a user who must choose a new password may still call. */
  beforeNewPassword?: boolean;
}

/** The roles an access admits, or null when it asks for no particular role. */
export function rolesOf(access: Access): readonly Role[] | null {
  if (access === 'public' || access === 'optional' || access === 'user') return null;
  const names: readonly RoleName[] = typeof access === 'string' ? [access] : access;
  return names.map((name) => ROLES[name]);
}
