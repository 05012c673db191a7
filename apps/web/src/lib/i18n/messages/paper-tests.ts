import { msg } from '@lingui/core/macro';
import { PAPER_TEST_MESSAGES } from '@academy/contract/paper-test-messages';
import { messageTable } from '../message-table';

/** Paper tests: the marks grid's checks and the server's answers. */
export const PAPER_TEST_TABLE = messageTable(PAPER_TEST_MESSAGES, {
  notFound: msg`Paper test not found`,
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 120 characters`,
  dateInvalid: msg`Enter a valid date`,
  dateInFuture: msg`A paper test’s date cannot be in the future`,
  dateBeforeBatch: msg`A paper test’s date cannot be before its batch starts`,
  subjectsRequired: msg`Add at least one subject`,
  tooManySubjects: msg`At most 12 subjects`,
  subjectNameRequired: msg`Every subject needs a name`,
  subjectNameTooLong: msg`A subject’s name must be at most 60 characters`,
  subjectsRepeated: msg`Each subject can appear only once`,
  maxMarksRange: msg`Maximum marks must be a whole number from 1 to 1000`,
  marksInvalid: msg`Marks must be a number, or AB for absent`,
  marksNegative: msg`Marks cannot be below 0`,
  marksStep: msg`Marks go in whole or half marks`,
  marksAboveMax: msg`Marks cannot be more than the subject’s maximum`,
  tooManyEntries: msg`At most 3000 marks can be saved at once`,
  studentNotInBatch: msg`That student was not in the batch on the test’s date`,
  subjectUnknown: msg`That subject is not in this paper test`,
  marksMissing: msg`Enter marks or AB for every student in every subject before publishing`,
  alreadyPublished: msg`This paper test is already published`,
  noStudents: msg`Nobody was in the batch on the test’s date`,
  created: msg`Paper test created`,
  saved: msg`Marks saved`,
  published: msg`Results published`,
  republished: msg`Marks saved and the results published again`,
});
