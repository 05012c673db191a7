import { formatRupees } from '@academy/contract/indian-numbers';
import type { AuditEntry } from '../api/list-audit';

/** Things an administrator manages, by the entity name the server records. */
const THINGS: Record<string, string> = {
  course: 'Course',
  'mock-test': 'Mock test',
  note: 'Notes',
  textbook: 'NCERT textbook',
  solution: 'NCERT solution',
  paper: 'Question paper',
  coupon: 'Coupon',
  'useful-link': 'Useful link',
  'library-video': 'Video',
};

const DONE: Record<string, string> = {
  create: 'added',
  update: 'updated',
  delete: 'deleted',
  archive: 'archived',
};

/** What was done to a person's account, said of them ("Password reset for Asha Verma"). */
const TO_PEOPLE: Record<string, string> = {
  'student.create': 'Student account created',
  'student.update': 'Student details updated',
  'student.suspend': 'Account suspended',
  'student.reactivate': 'Account reactivated',
  'student.reset-password': 'Password reset',
  'student.delete': 'Student account deleted',
  'auth.password-reset': 'Password reset with a code sent by SMS',
  'auth.phone-change': 'Phone number changed',
};

const SETTINGS_TABS: Record<string, string> = {
  general: 'General',
  contact: 'Contact Info',
  'social-links': 'Social Links',
  home: 'Home page',
  accounts: 'Accounts',
  business: 'Business',
};

const amountAt = (value: unknown, ...path: string[]): number | null => {
  const found = path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
  return typeof found === 'number' ? found : null;
};

function describePayment(entry: AuditEntry, verb: 'offline' | 'refund'): string {
  const who = entry.subject ?? 'a student';
  const what = entry.item ? ` (${entry.item})` : '';
  const paise =
    verb === 'offline'
      ? amountAt(entry.after, 'amountPaise')
      : amountAt(entry.after, 'refund', 'amountPaise');
  const amount = paise === null ? '' : ` of ${formatRupees(paise)}`;
  return verb === 'offline'
    ? `Payment${amount} recorded at the desk for ${who}${what}`
    : `Refund${amount} for ${who}${what}`;
}

/**
 * An audit entry as a sentence: "Password reset for Asha Verma", "Course updated: Class 10
 * Science". An action this list does not know yet still reads, with its code.
 */
export function describeEntry(entry: AuditEntry): string {
  const { action, entity, subject } = entry;
  const person = TO_PEOPLE[action];
  if (person) return `${person} for ${subject ?? 'a removed account'}`;

  if (action === 'payment.offline' || action === 'payment.refund')
    return describePayment(entry, action === 'payment.offline' ? 'offline' : 'refund');

  const settings = /^site-config\.(.+)\.update$/.exec(action);
  if (settings) return `${SETTINGS_TABS[settings[1]!] ?? 'Site'} settings saved`;

  if (entity === 'feedback' || entity === 'enquiry') {
    const from = `${entity === 'feedback' ? 'Feedback' : 'Enquiry'} from ${subject ?? 'a visitor'}`;
    const states: Record<string, string> = {
      'feedback.read': 'marked read',
      'feedback.unread': 'marked unread',
      'enquiry.handled': 'marked handled',
      'enquiry.reopened': 'reopened',
    };
    if (states[action]) return `${from} ${states[action]}`;
  }

  const thing = THINGS[entity];
  const done = DONE[action.slice(action.lastIndexOf('.') + 1)];
  if (thing && done) return subject ? `${thing} ${done}: ${subject}` : `${thing} ${done}`;

  return subject ? `${action}: ${subject}` : action;
}
