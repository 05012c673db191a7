/**
 * The messages of paper tests (and the limits they name) apart from the schemas, so a page can
 * show them without loading zod.
 */

export const PAPER_TEST_LIMITS = {
  nameMax: 120,
  subjectNameMax: 60,
  subjectsMax: 12,
  /** A subject's maximum marks. */
  maxMarksMax: 1000,
  /** Cells one save may carry: a batch of 200 in 12 subjects, and room to spare. */
  entriesMax: 3000,
  /** Marks are whole or half marks. */
  marksStep: 0.5,
} as const;

export const PAPER_TEST_MESSAGES = {
  notFound: 'Paper test not found',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 120 characters',
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'A paper test’s date cannot be in the future',
  dateBeforeBatch: 'A paper test’s date cannot be before its batch starts',
  subjectsRequired: 'Add at least one subject',
  tooManySubjects: 'At most 12 subjects',
  subjectNameRequired: 'Every subject needs a name',
  subjectNameTooLong: 'A subject’s name must be at most 60 characters',
  subjectsRepeated: 'Each subject can appear only once',
  maxMarksRange: 'Maximum marks must be a whole number from 1 to 1000',
  marksInvalid: 'Marks must be a number, or AB for absent',
  marksNegative: 'Marks cannot be below 0',
  marksStep: 'Marks go in whole or half marks',
  marksAboveMax: 'Marks cannot be more than the subject’s maximum',
  tooManyEntries: 'At most 3000 marks can be saved at once',
  studentNotInBatch: 'That student was not in the batch on the test’s date',
  subjectUnknown: 'That subject is not in this paper test',
  marksMissing: 'Enter marks or AB for every student in every subject before publishing',
  alreadyPublished: 'This paper test is already published',
  noStudents: 'Nobody was in the batch on the test’s date',
  created: 'Paper test created',
  saved: 'Marks saved',
  published: 'Results published',
  republished: 'Marks saved and the results published again',
} as const;
