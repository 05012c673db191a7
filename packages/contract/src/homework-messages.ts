/**
 * The messages of homework (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */
export const HOMEWORK_LIMITS = {
  titleMax: 120,
  instructionsMax: 4000,
  commentMax: 1000,
  maxMarksMax: 1000,
  /** Photos of a notebook's pages in one submission. */
  photosMax: 5,
  /** A PDF attached to homework or submitted as the work. */
  pdfMaxBytes: 5 * 1024 * 1024,
  /** Marks are whole or half marks. */
  marksStep: 0.5,
} as const;

export const HOMEWORK_MESSAGES = {
  notFound: 'Homework not found',
  batchInvalid: 'Choose a batch',
  titleRequired: 'Give the homework a title',
  titleTooLong: 'Keep the title under 120 characters',
  instructionsRequired: 'Write the instructions',
  instructionsTooLong: 'Keep the instructions under 4000 characters',
  dueInvalid: 'Enter the due date and time',
  dueInPast: 'The due time must be in the future',
  cutoffInvalid: 'Enter the cut-off date and time',
  cutoffBeforeDue: 'The cut-off must be after the due time',
  maxMarksRange: 'Maximum marks must be a whole number from 1 to 1000',
  notYourBatch: 'This homework is not in one of your batches',
  pdfInvalid: 'Attach a PDF file',
  pdfTooLarge: 'The PDF must be at most 5 MB',
  workRequired: 'Attach photos of your work or a PDF',
  pastCutoff: 'The cut-off has passed: this homework no longer takes submissions',
  alreadyChecked: 'Your teacher has checked this submission: it cannot be replaced',
  alreadyReturned: 'This submission is already returned',
  marksInvalid: 'Enter the marks as a number',
  marksNegative: 'Marks cannot be below 0',
  marksAboveMax: 'Marks cannot be more than the maximum',
  marksStep: 'Marks go in whole or half marks',
  commentTooLong: 'Keep the comment under 1000 characters',
  created: 'Homework set',
  submitted: 'Homework submitted',
  submittedLate: 'Homework submitted late',
  returned: 'Returned to the student',
} as const;

/** A number of marks out of `max` (the form's check and the server's); else its message. */
export function homeworkMarksProblem(marks: number, max: number): string | null {
  if (!Number.isFinite(marks)) return HOMEWORK_MESSAGES.marksInvalid;
  if (marks < 0) return HOMEWORK_MESSAGES.marksNegative;
  if (marks > max) return HOMEWORK_MESSAGES.marksAboveMax;
  if (!Number.isInteger(marks / HOMEWORK_LIMITS.marksStep)) return HOMEWORK_MESSAGES.marksStep;
  return null;
}
