/**
 * The feedback messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const FEEDBACK_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Invalid email',
  messageMin: 'Message must be at least 10 characters',
  sent: 'Feedback submitted successfully!',
  notOk: 'Something went wrong. Try again.',
  networkFailure: 'Submission failed. Please try later.',
  notFound: 'Feedback not found',
} as const;
