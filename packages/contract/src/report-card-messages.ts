/**
 * The messages of report cards, terms and remarks (and the limits they name) apart from the
 * schemas, so a page can show them without loading zod.
 */

export const REPORT_CARD_LIMITS = {
  termNameMax: 60,
  remarkMax: 500,
} as const;

export const REPORT_CARD_MESSAGES = {
  termNotFound: 'Term not found',
  termNameRequired: 'Name is required',
  termNameTooLong: 'A term’s name must be at most 60 characters',
  dateInvalid: 'Enter a valid date',
  termEndsBeforeStart: 'A term’s last day cannot be before its first day',
  termsOverlap: 'This term overlaps another term',
  termCreated: 'Term added',
  termSaved: 'Term saved',
  termDeleted: 'Term deleted',
  remarkTooLong: 'A remark must be at most 500 characters',
  studentNotInBatch: 'That student was not in the batch during the term',
  remarkSaved: 'Remark saved',
} as const;
