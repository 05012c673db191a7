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
  batch: msg`Batch`,
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
  'teacher.create': (name) => msg`Teacher account created for ${name}`,
  'teacher.update': (name) => msg`Teacher details updated for ${name}`,
  'teacher.suspend': (name) => msg`Account suspended for ${name}`,
  'teacher.reactivate': (name) => msg`Account reactivated for ${name}`,
  'teacher.reset-password': (name) => msg`Password reset for ${name}`,
  'parent.create': (name) => msg`Parent account created for ${name}`,
  'parent.update': (name) => msg`Parent details updated for ${name}`,
  'parent.suspend': (name) => msg`Account suspended for ${name}`,
  'parent.reactivate': (name) => msg`Account reactivated for ${name}`,
  'parent.reset-password': (name) => msg`Password reset for ${name}`,
  'parent.unlink-child': (name) => msg`Child unlinked from the parent account of ${name}`,
};

/** A child linked to a parent: by the admin, or by the parent with the child's code. */
const LINKED: Record<string, (child: string, parent: string) => MessageDescriptor> = {
  'parent.link-child': (child, parent) => msg`${child} linked to the parent account of ${parent}`,
  'parent.link-by-code': (child, parent) => msg`${child} linked with a parent code by ${parent}`,
};

/** What was done in a batch, said of the batch ("Weekly class added: Class 10 Science"). */
const IN_BATCH: Record<string, MessageDescriptor> = {
  'batch.add-members': msg`Students added to the batch`,
  'batch.remove-member': msg`Student removed from the batch`,
  'batch.slot-create': msg`Weekly class added`,
  'batch.slot-update': msg`Weekly class changed`,
  'batch.slot-delete': msg`Weekly class removed`,
  'batch.class-change': msg`One class changed`,
  'batch.class-extra': msg`Extra class added`,
};

const SETTINGS_SAVED: Record<string, MessageDescriptor> = {
  general: msg`General settings saved`,
  contact: msg`Contact info settings saved`,
  'social-links': msg`Social links settings saved`,
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

const stringAt = (value: unknown, key: string): string | null => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
  return typeof found === 'string' ? found : null;
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
  const linked = LINKED[action];
  if (linked) {
    const child = stringAt(entry.after, 'studentName') ?? i18n._(msg`A child`);
    return i18n._(linked(child, subject ?? i18n._(msg`a removed account`)));
  }

  const person = TO_PEOPLE[action];
  if (person) return i18n._(person(subject ?? i18n._(msg`a removed account`)));

  if (action === 'payment.offline' || action === 'payment.refund')
    return describePayment(i18n, entry, action === 'payment.refund');

  const settings = /^site-config\.(.+)\.update$/.exec(action);
  if (settings) return i18n._(SETTINGS_SAVED[settings[1]!] ?? msg`Site settings saved`);

  const inBatch = IN_BATCH[action];
  if (inBatch) return subject ? `${i18n._(inBatch)}: ${subject}` : i18n._(inBatch);

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
