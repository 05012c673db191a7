/**
 * Every table of the contract's messages, loaded only for a page in another language than
 * English (contract-messages.ts): the English page shows the contract's text as it is.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_NEW,
} from '@academy/contract/auth-messages';
import { messageTable, type DescriptorFor, type MessageTable } from './message-table';
import { CONTACT_TABLE, FEEDBACK_TABLE, PHONE_CODE_TABLE, STUDENT_TABLE } from './messages/account';
import { COUPON_EDIT_TABLE, COUPON_TABLE, COURSE_TABLE, PAYMENT_TABLE } from './messages/courses';
import {
  FILE_TABLE,
  LINK_TABLE,
  NOTE_TABLE,
  RESOURCE_TABLE,
  VIDEO_TABLE,
} from './messages/materials';
import { ADMISSION_TABLE } from './messages/admissions';
import { ANNOUNCEMENT_TABLE } from './messages/announcements';
import { BATCH_TABLE, FEE_TABLE, TIMETABLE_TABLE } from './messages/batches';
import { DASHBOARD_TABLE } from './messages/dashboard';
import { DOUBT_TABLE, PHOTO_TABLE } from './messages/doubts';
import { HOMEWORK_TABLE } from './messages/homework';
import { HTTP_TABLE, WAIT_TABLE } from './messages/http';
import { MOCK_TEST_TABLE } from './messages/mock-tests';
import { PAPER_TEST_TABLE } from './messages/paper-tests';
import { REPORT_CARD_TABLE } from './messages/report-cards';
import { PEOPLE_TABLE } from './messages/people';
import { STUDENT_IMPORT_TABLE } from './messages/student-import';
import {
  ACCOUNTS_TABLE,
  BUSINESS_TABLE,
  HOME_TABLE,
  SIGNATURE_TABLE,
  SITE_CONFIG_TABLE,
  SOCIAL_TABLE,
  TRUST_TABLE,
} from './messages/site-config';

const loginMin = PASSWORD_MIN_LOGIN;
const newMin = PASSWORD_MIN_NEW;
const max = PASSWORD_MAX;

/**
 * The contract's messages (its zod schemas' and the server's) by key. The type asks for every
 * key, so a message added to the contract cannot be left out here.
 */
const AUTH: Record<keyof typeof AUTH_MESSAGES, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 80 characters`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Enter a valid Indian mobile number`,
  passwordRequired: msg`Password is required`,
  passwordLoginMin: msg`Password must be at least ${loginMin} characters`,
  passwordNewMin: msg`Password must be at least ${newMin} characters`,
  passwordMax: msg`Password must be at most ${max} characters`,
  passwordCommon: msg`This password is too common. Please choose a less guessable one.`,
  schoolRequired: msg`School is required`,
  schoolTooLong: msg`School must be at most 120 characters`,
  classRequired: msg`please enter the class`,
  streamRequired: msg`Please select the stream`,
  genderRequired: msg`Please select your gender`,
  emailInvalid: msg`Invalid email`,
  stateInvalid: msg`Choose your state from the list`,
  addressTooLong: msg`Keep the address under 300 characters`,
  currentPasswordWrong: msg`Current password is incorrect`,
  phoneTaken: msg`This phone number is already registered. Please log in instead.`,
  badCredentials: msg`Invalid phone number or password`,
  suspended: msg`Your account is suspended. Please contact the academy.`,
  registered: msg`Registration successful!`,
  loggedIn: msg`Login successful!`,
  loginFailed: msg`Login failed`,
  loginError: msg`Login error`,
  loggedOut: msg`Logged out`,
  profileSaved: msg`Profile updated`,
  passwordChanged: msg`Password changed. Other devices have been signed out.`,
  sessionExpired: msg`Your session has expired. Please log in again.`,
  signedOutElsewhere: msg`You were signed out because your account was used on another device`,
  signInRequired: msg`Please log in to continue.`,
  forbidden: msg`You are not supposed to be here.`,
  mustChangePassword: msg`Choose a new password to continue.`,
};

/** Every table: each feature's lives beside it (`messages/*.ts`). */
export const TABLES: MessageTable<Record<string, string>, MessageDescriptor | DescriptorFor>[] = [
  messageTable(AUTH_MESSAGES, AUTH),
  PHONE_CODE_TABLE,
  CONTACT_TABLE,
  BATCH_TABLE,
  FEE_TABLE,
  TIMETABLE_TABLE,
  ANNOUNCEMENT_TABLE,
  DOUBT_TABLE,
  PHOTO_TABLE,
  HOMEWORK_TABLE,
  FEEDBACK_TABLE,
  STUDENT_TABLE,
  STUDENT_IMPORT_TABLE,
  PEOPLE_TABLE,
  COURSE_TABLE,
  PAYMENT_TABLE,
  COUPON_TABLE,
  COUPON_EDIT_TABLE,
  NOTE_TABLE,
  RESOURCE_TABLE,
  FILE_TABLE,
  LINK_TABLE,
  VIDEO_TABLE,
  MOCK_TEST_TABLE,
  PAPER_TEST_TABLE,
  REPORT_CARD_TABLE,
  ADMISSION_TABLE,
  DASHBOARD_TABLE,
  HTTP_TABLE,
  WAIT_TABLE,
  SITE_CONFIG_TABLE,
  HOME_TABLE,
  BUSINESS_TABLE,
  SIGNATURE_TABLE,
  ACCOUNTS_TABLE,
  SOCIAL_TABLE,
  TRUST_TABLE,
];
