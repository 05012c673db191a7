import { msg } from '@lingui/core/macro';
import { CODE_TTL_MINUTES, PHONE_CODE_MESSAGES } from '@academy/contract/phone-code-messages';
import { CONTACT_MESSAGES } from '@academy/contract/contact-messages';
import { FEEDBACK_MESSAGES } from '@academy/contract/feedback-messages';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import { messageTable } from '../message-table';

const minutes = CODE_TTL_MINUTES;

// The two functions (a count of tries left, the SMS itself) are not fixed texts: left out.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { wrong, smsText, ...PHONE_CODE_TEXTS } = PHONE_CODE_MESSAGES;

/** Codes sent to a phone: sign-up confirmation, a forgotten password, a new number. */
export const PHONE_CODE_TABLE = messageTable(PHONE_CODE_TEXTS, {
  sent: msg`If an account has this number, a 6-digit code is on its way. It works for ${minutes} minutes.`,
  codeFormat: msg`Enter the 6-digit code`,
  expired: msg`This code has expired. Ask for a new one.`,
  used: msg`This code has already been used. Ask for a new one.`,
  tooMany: msg`Too many wrong codes. Ask for a new one.`,
  noCode: msg`Ask for a code first.`,
  resetCodeRefused: msg`This code is wrong or no longer works. Check it, or ask for a new one.`,
  resetDone: msg`Your password has been changed. Sign in with the new one.`,
  confirmSent: msg`We have sent a 6-digit code to your phone. Enter it to finish signing up.`,
  confirmFirst: msg`Confirm your phone number to finish signing up: enter the code we sent to it.`,
  confirmed: msg`Phone number confirmed. Welcome!`,
  changeSent: msg`We have sent a 6-digit code to the new number. Enter it to change your number.`,
  changed: msg`Your phone number has been changed.`,
  sameNumber: msg`This is already your phone number`,
  unavailable: msg`Codes cannot be sent from this website. Ask the academy to reset your password for you.`,
});

/** The contact page's form and the home page's Contact Us dialog. */
export const CONTACT_TABLE = messageTable(CONTACT_MESSAGES, {
  nameRequired: msg`Name is required`,
  phoneMin: msg`Phone number must be at least 10 digits`,
  phoneMax: msg`Phone number must be at most 15 digits`,
  messageRequired: msg`Message is required`,
  mobileMin: msg`Mobile number must be at least 10 digits`,
  sent: msg`Message sent!, We Will Get Back To You Soon`,
  failed: msg`Failed to send message`,
  formDisabled: msg`The contact form is turned off. Please call or write to us instead.`,
  notFound: msg`Enquiry not found`,
});

/** The feedback form. */
export const FEEDBACK_TABLE = messageTable(FEEDBACK_MESSAGES, {
  nameMin: msg`Name must be at least 2 characters`,
  emailInvalid: msg`Invalid email`,
  messageMin: msg`Message must be at least 10 characters`,
  sent: msg`Feedback submitted successfully!`,
  notOk: msg`Something went wrong. Try again.`,
  networkFailure: msg`Submission failed. Please try later.`,
  notFound: msg`Feedback not found`,
});

/** The server's answers about a student's account. */
export const STUDENT_TABLE = messageTable(STUDENT_MESSAGES, {
  notFound: msg`Student not found`,
  created: msg`Student added`,
  updated: msg`Student updated`,
  suspended: msg`Student suspended. Their sessions have ended.`,
  reactivated: msg`Student reactivated`,
  passwordReset: msg`Password reset. The student has been signed out everywhere.`,
  deleted: msg`Student deleted`,
});
