/**
 * Role numbers: the first client's admin (5150) and student (2004), and the academy's teachers and
 * parents (issue 21; decisions §53). They travel in the API and the session as they are.
 */
export const ROLES = { admin: 5150, teacher: 1984, parent: 2001, student: 2004 } as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const isRole = (value: unknown): value is Role =>
  (Object.values(ROLES) as unknown[]).includes(value);

export const isAdmin = (roles: number | undefined | null): boolean => roles === ROLES.admin;

export const isStudent = (roles: number | undefined | null): boolean => roles === ROLES.student;

/**
 * Where a user lands after signing in or registering: their own home. A parent's home comes
 * with its screen (issue 21); until then their profile.
 */
export const homePathOf = (roles: number | undefined | null): string => {
  if (roles === ROLES.admin) return '/admin/dashboard';
  if (roles === ROLES.teacher) return '/teacher';
  if (roles === ROLES.parent) return '/parent';
  return '/dashboard';
};
