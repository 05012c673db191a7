import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import type { AuditEntry } from '../api/list-audit';

/** Things an administrator manages, by the entity name the server records. */
const THINGS: Record<string, MessageDescriptor> = {
  course: msg`Course`,
  'mock-test': msg`Mock test`,
  note: msg`Notes`,
  textbook: msg`NCERT textbook`,
  solution: msg`NCERT solution`,
  paper: msg`Question paper`,
  coupon: msg`Coupon`,
  'useful-link': msg`Useful link`,
  'library-video': msg`Video`,
  announcement: msg`Announcement`,
};

/** What was done to a thing, with its name when it has one. */
const DONE: Record<string, (thing: string) => MessageDescriptor> = {
  create: (thing) => msg`${thing} added`,
  update: (thing) => msg`${thing} updated`,
  delete: (thing) => msg`${thing} deleted`,
  archive: (thing) => msg`${thing} archived`,
};

/** What was done to a person's account, said of them ("Password reset for Asha Verma"). */
const TO_PEOPLE: Record<string, (name: string) => MessageDescriptor> = {
  'student.create': (name) => msg`Student account created for ${name}`,
  'student.update': (name) => msg`Student details updated for ${name}`,
  'student.suspend': (name) => msg`Account suspended for ${name}`,
  'student.reactivate': (name) => msg`Account reactivated for ${name}`,
  'student.reset-password': (name) => msg`Password reset for ${name}`,
  'student.delete': (name) => msg`Student account deleted for ${name}`,
  'auth.password-reset': (name) => msg`Password reset with a code sent by SMS for ${name}`,
  'auth.phone-change': (name) => msg`Phone number changed for ${name}`,
};

const SETTINGS_SAVED: Record<string, MessageDescriptor> = {
  general: msg`General settings saved`,
  contact: msg`Contact Info settings saved`,
  'social-links': msg`Social Links settings saved`,
  home: msg`Home page settings saved`,
  accounts: msg`Accounts settings saved`,
  business: msg`Business settings saved`,
};

const INBOX: Record<string, (from: string) => MessageDescriptor> = {
  'feedback.read': (from) => msg`Feedback from ${from} marked read`,
  'feedback.unread': (from) => msg`Feedback from ${from} marked unread`,
  'enquiry.handled': (from) => msg`Enquiry from ${from} marked handled`,
  'enquiry.reopened': (from) => msg`Enquiry from ${from} reopened`,
};

const amountAt = (value: unknown, ...path: string[]): number | null => {
  const found = path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
  return typeof found === 'number' ? found : null;
};

function describePayment(i18n: I18n, entry: AuditEntry, isRefund: boolean): string {
  const who = entry.subject ?? i18n._(msg`a student`);
  const paise = isRefund
    ? amountAt(entry.after, 'refund', 'amountPaise')
    : amountAt(entry.after, 'amountPaise');
  const amount = paise === null ? '' : formatRupees(paise);
  const line = isRefund
    ? amount
      ? i18n._(msg`Refund of ${amount} for ${who}`)
      : i18n._(msg`Refund for ${who}`)
    : amount
      ? i18n._(msg`Payment of ${amount} recorded at the desk for ${who}`)
      : i18n._(msg`Payment recorded at the desk for ${who}`);
  return entry.item ? `${line} (${entry.item})` : line;
}

/**
 * An audit entry as a sentence in the page's language: "Password reset for Asha Verma",
 * "Course updated: Class 10 Science". An action this list does not know yet still reads, with
 * its code.
 */
export function describeEntry(i18n: I18n, entry: AuditEntry): string {
  const { action, entity, subject } = entry;
  const person = TO_PEOPLE[action];
  if (person) return i18n._(person(subject ?? i18n._(msg`a removed account`)));

  if (action === 'payment.offline' || action === 'payment.refund')
    return describePayment(i18n, entry, action === 'payment.refund');

  const settings = /^site-config\.(.+)\.update$/.exec(action);
  if (settings) return i18n._(SETTINGS_SAVED[settings[1]!] ?? msg`Site settings saved`);

  const inbox = INBOX[action];
  if (inbox) return i18n._(inbox(subject ?? i18n._(msg`a visitor`)));

  const thing = THINGS[entity];
  const done = DONE[action.slice(action.lastIndexOf('.') + 1)];
  if (thing && done) {
    const line = i18n._(done(i18n._(thing)));
    return subject ? `${line}: ${subject}` : line;
  }

  return subject ? `${action}: ${subject}` : action;
}
