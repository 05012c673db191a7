/**
 * What the server says when a request fails for a reason no feature owns (a body that is not
 * JSON, a limit, an outage), and what the web app says when it gets no answer at all. Apart from
 * the schemas, so a page can show them without loading zod.
 */

export const HTTP_MESSAGES = {
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty',
  tooLarge: 'The request is too large',
  unsupportedType: 'Unsupported content type',
  badLength: 'Invalid content length',
  badRequest: 'Bad request',
  invalidInput: 'Invalid input',
  multipartRequired: 'Send the form as multipart/form-data',
  tooManyFields: 'The form has too many fields',
  notFound: 'Not found',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  serverError: 'Something went wrong on our side. Please try again.',
  // The web app's own, for an answer without a message.
  unreachable: 'Could not reach the server. Check your connection and try again.',
  notAllowed: 'You are not allowed to do this.',
  slowDown: 'Too many attempts. Please wait a moment and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The longest wait a limit asks for: the longest window of any limit (an hour). */
export const MAX_WAIT_MINUTES = 60;

/** A limit's answer, with the wait in whole minutes (at least one, at most MAX_WAIT_MINUTES). */
export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
