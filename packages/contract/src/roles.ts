/** Role numbers are the spec's: they travel in the API and the session as they are. */
export const ROLES = { admin: 5150, student: 2004 } as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const isAdmin = (roles: number | undefined | null): boolean => roles === ROLES.admin;

/** The profile card labels 5150 as ADMIN and any other role as Student (spec §2.10). */
export const roleLabel = (roles: number): string => (isAdmin(roles) ? 'ADMIN' : 'Student');

/** Where a user lands after signing in or registering: their own home. */
export const homePathOf = (roles: number | undefined | null): string =>
  isAdmin(roles) ? '/admin/dashboard' : '/dashboard';
