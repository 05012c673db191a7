/**
 * The messages about teachers' and parents' accounts and a parent's link to a child (and the
 * limits they name) apart from the schemas, so a page can show them without loading zod.
 */

/** A parent code: this many characters, from an alphabet without look-alikes (0/O, 1/I/L). */
export const PARENT_CODE_LENGTH = 8;
export const PARENT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A code works this many days after it is made. */
export const PARENT_CODE_TTL_DAYS = 7;

export const PEOPLE_MESSAGES = {
  notFound: 'Account not found',
  teacherCreated: 'Teacher added',
  parentCreated: 'Parent added',
  updated: 'Account updated',
  suspended: 'Account suspended. Their sessions have ended.',
  reactivated: 'Account reactivated',
  passwordReset: 'Password reset. They have been signed out everywhere.',
  roleInvalid: 'Choose teacher or parent',
  noSuchStudent: 'No student has this phone number',
  alreadyLinked: 'This child is already linked to this parent',
  childLinked: 'Child linked',
  childUnlinked: 'Child removed',
  linkNotFound: 'This child is not linked to this parent',
  codeFormat: `Enter the ${PARENT_CODE_LENGTH}-character code`,
  codeWrong: 'This code is not right. Check it, or ask your child for a new one.',
  codeExpired: 'This code has expired. Ask your child for a new one.',
  codeUsed: 'This code has already been used. Ask your child for a new one.',
  codeCreated: 'New parent code ready',
} as const;
