import { msg } from '@lingui/core/macro';
import { HOMEWORK_MESSAGES } from '@academy/contract/homework-messages';
import { messageTable } from '../message-table';

/** Homework: the server's checks and answers. */
export const HOMEWORK_TABLE = messageTable(HOMEWORK_MESSAGES, {
  notFound: msg`Homework not found`,
  batchInvalid: msg`Choose a batch`,
  titleRequired: msg`Give the homework a title`,
  titleTooLong: msg`Keep the title under 120 characters`,
  instructionsRequired: msg`Write the instructions`,
  instructionsTooLong: msg`Keep the instructions under 4000 characters`,
  dueInvalid: msg`Enter the due date and time`,
  dueInPast: msg`The due time must be in the future`,
  cutoffInvalid: msg`Enter the cut-off date and time`,
  cutoffBeforeDue: msg`The cut-off must be after the due time`,
  maxMarksRange: msg`Maximum marks must be a whole number from 1 to 1000`,
  notYourBatch: msg`This homework is not in one of your batches`,
  pdfInvalid: msg`Attach a PDF file`,
  pdfTooLarge: msg`The PDF must be at most 5 MB`,
  workRequired: msg`Attach photos of your work or a PDF`,
  pastCutoff: msg`The cut-off has passed: this homework no longer takes submissions`,
  alreadyChecked: msg`Your teacher has checked this submission: it cannot be replaced`,
  alreadyReturned: msg`This submission is already returned`,
  marksInvalid: msg`Enter the marks as a number`,
  marksNegative: msg`Marks cannot be below 0`,
  marksAboveMax: msg`Marks cannot be more than the maximum`,
  marksStep: msg`Marks go in whole or half marks`,
  commentTooLong: msg`Keep the comment under 1000 characters`,
  created: msg`Homework set`,
  submitted: msg`Homework submitted`,
  submittedLate: msg`Homework submitted late`,
  returned: msg`Returned to the student`,
});
