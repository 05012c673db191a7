import { msg } from '@lingui/core/macro';
import { REPORT_CARD_MESSAGES } from '@academy/contract/report-card-messages';
import { messageTable } from '../message-table';

/** Report cards: terms, remarks and the server's answers. */
export const REPORT_CARD_TABLE = messageTable(REPORT_CARD_MESSAGES, {
  termNotFound: msg`Term not found`,
  termNameRequired: msg`Name is required`,
  termNameTooLong: msg`A term’s name must be at most 60 characters`,
  dateInvalid: msg`Enter a valid date`,
  termEndsBeforeStart: msg`A term’s last day cannot be before its first day`,
  termsOverlap: msg`This term overlaps another term`,
  termCreated: msg`Term added`,
  termSaved: msg`Term saved`,
  termDeleted: msg`Term deleted`,
  remarkTooLong: msg`A remark must be at most 500 characters`,
  studentNotInBatch: msg`That student was not in the batch during the term`,
  remarkSaved: msg`Remark saved`,
});
