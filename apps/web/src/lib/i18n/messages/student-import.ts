import { msg } from '@lingui/core/macro';
import { STUDENT_IMPORT_MESSAGES } from '@academy/contract/student-import-messages';
import { messageTable } from '../message-table';

/** Admin > Manage Students > Import from CSV: the file's and each row's problems. */
export const STUDENT_IMPORT_TABLE = messageTable(STUDENT_IMPORT_MESSAGES, {
  csvUnreadable: msg`The file could not be read as CSV`,
  csvHeader: msg`The first row must name the columns name, phone and class, in any order; stream, gender, school, batch and parent_phone may be left out`,
  csvEmpty: msg`The file has no students`,
  csvTooMany: msg`At most 1000 students in one file`,
  csvTooLarge: msg`The file must be at most 1 MB`,
  csvNotText: msg`The file is not a CSV saved as text. In your spreadsheet, save it as “CSV UTF-8” and choose it again`,
  phoneTaken: msg`This phone number is already registered`,
  phoneRepeated: msg`This phone number is on another row too`,
  batchUnknown: msg`There is no batch with this name`,
  parentPhoneInvalid: msg`Parent's phone number is not valid`,
  parentPhoneNotParent: msg`Parent's phone number belongs to an account that is not a parent`,
  parentPhoneIsStudent: msg`Parent's phone number is a student's phone number in this file`,
  hasProblems: msg`Some rows have problems. Nothing was imported.`,
  imported: msg`Students imported`,
});
