/**
 * The phone code messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

/** How long a code works, and how soon a new one may be asked for. */
export const CODE_TTL_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 30;

/** Wrong entries that void a code. */
export const CODE_MAX_WRONG = 5;

const PURPOSE_TEXT = {
  reset: 'reset your password',
  verify: 'confirm your phone number',
  change: 'change your phone number',
} as const;

export const PHONE_CODE_MESSAGES = {
  sent: `If an account has this number, a 6-digit code is on its way. It works for ${CODE_TTL_MINUTES} minutes.`,
  codeFormat: 'Enter the 6-digit code',
  expired: 'This code has expired. Ask for a new one.',
  used: 'This code has already been used. Ask for a new one.',
  tooMany: 'Too many wrong codes. Ask for a new one.',
  wrong: (left: number) => `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  noCode: 'Ask for a code first.',
  /** A password reset's one refusal: whether the phone has an account is nobody's business. */
  resetCodeRefused: 'This code is wrong or no longer works. Check it, or ask for a new one.',
  resetDone: 'Your password has been changed. Sign in with the new one.',
  confirmSent: 'We have sent a 6-digit code to your phone. Enter it to finish signing up.',
  confirmFirst: 'Confirm your phone number to finish signing up: enter the code we sent to it.',
  confirmed: 'Phone number confirmed. Welcome!',
  changeSent: 'We have sent a 6-digit code to the new number. Enter it to change your number.',
  changed: 'Your phone number has been changed.',
  sameNumber: 'This is already your phone number',
  unavailable:
    'Codes cannot be sent from this website. Ask the academy to reset your password for you.',
  /**
   * The code's text as it reaches the phone. The last line lets the browser offer the code by
   * itself (WebOTP), on this site only.
   */
  smsText: (code: string, host: string, purpose: 'reset' | 'verify' | 'change') =>
    `${code} is your code to ${PURPOSE_TEXT[purpose]}. It works for ${CODE_TTL_MINUTES} minutes. Do not share it with anyone.\n\n@${host} #${code}`,
} as const;
