import { msg } from '@lingui/core/macro';
import { PARENT_CODE_LENGTH, PEOPLE_MESSAGES } from '@academy/contract/people-messages';
import { messageTable } from '../message-table';

const length = PARENT_CODE_LENGTH;

/** The server's answers about teachers' and parents' accounts, and a parent's children. */
export const PEOPLE_TABLE = messageTable(PEOPLE_MESSAGES, {
  notFound: msg`Account not found`,
  teacherCreated: msg`Teacher added`,
  parentCreated: msg`Parent added`,
  updated: msg`Account updated`,
  suspended: msg`Account suspended. Their sessions have ended.`,
  reactivated: msg`Account reactivated`,
  passwordReset: msg`Password reset. They have been signed out everywhere.`,
  roleInvalid: msg`Choose teacher or parent`,
  noSuchStudent: msg`No student has this phone number`,
  alreadyLinked: msg`This child is already linked to this parent`,
  childLinked: msg`Child linked`,
  childUnlinked: msg`Child removed`,
  linkNotFound: msg`This child is not linked to this parent`,
  codeFormat: msg`Enter the ${length}-character code`,
  codeWrong: msg`This code is not right. Check it, or ask your child for a new one.`,
  codeExpired: msg`This code has expired. Ask your child for a new one.`,
  codeUsed: msg`This code has already been used. Ask your child for a new one.`,
  codeCreated: msg`New parent code ready`,
});
