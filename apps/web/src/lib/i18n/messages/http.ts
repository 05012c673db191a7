import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import {
  HTTP_MESSAGES,
  MAX_WAIT_MINUTES,
  tooManyAttemptsMessage,
} from '@academy/contract/http-messages';
import { formatCount } from '@academy/contract/indian-numbers';
import { messageTable, type DescriptorFor } from '../message-table';
import { pluralForm } from '../plural-form';

/** Failures no feature owns: the server's (a bad body, a limit, an outage) and the client's. */
export const HTTP_TABLE = messageTable(HTTP_MESSAGES, {
  invalidJson: msg`The request body is not valid JSON`,
  emptyBody: msg`The request body is empty`,
  tooLarge: msg`The request is too large`,
  unsupportedType: msg`Unsupported content type`,
  badLength: msg`Invalid content length`,
  badRequest: msg`Bad request`,
  invalidInput: msg`Invalid input`,
  multipartRequired: msg`Send the form as multipart/form-data`,
  tooManyFields: msg`The form has too many fields`,
  notFound: msg`Not found`,
  unavailable: msg`The service is temporarily unavailable. Please try again shortly.`,
  serverError: msg`Something went wrong on our side. Please try again.`,
  unreachable: msg`Could not reach the server. Check your connection and try again.`,
  notAllowed: msg`You are not allowed to do this.`,
  slowDown: msg`Too many attempts. Please wait a moment and try again.`,
  failed: msg`Something went wrong. Please try again.`,
});

/** The wait's words take the plural form of the page's language, so each is made for the page. */
const waitFor = (minutes: number) => (i18n: I18n) => {
  const minutesForm = pluralForm(i18n, minutes);
  const minuteCount = formatCount(minutes);
  return msg`Too many attempts. Please try again in ${select(minutesForm, { one: `${minuteCount} minute`, other: `${minuteCount} minutes` })}.`;
};

/** A limit's answer names its wait: one key for every wait it can name (1 to 60 minutes). */
const WAITS = Array.from({ length: MAX_WAIT_MINUTES }, (_, i) => i + 1);
export const WAIT_TABLE = messageTable<Record<string, string>, DescriptorFor>(
  Object.fromEntries(WAITS.map((minutes) => [minutes, tooManyAttemptsMessage(minutes)])),
  Object.fromEntries(WAITS.map((minutes) => [minutes, waitFor(minutes)])),
);
