/**
 * The student messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const STUDENT_MESSAGES = {
  notFound: 'Student not found',
  created: 'Student added',
  updated: 'Student updated',
  suspended: 'Student suspended. Their sessions have ended.',
  reactivated: 'Student reactivated',
  passwordReset: 'Password reset. The student has been signed out everywhere.',
  deleted: 'Student deleted',
} as const;
