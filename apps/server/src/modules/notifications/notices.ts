import { isLocale, type Locale } from '@academy/contract/locales';

/** What a notice says, per subject: plain text for email, escaped HTML for Telegram. */
export interface Notice {
  subject: string;
  lines: [label: string, value: string][];
}

/**
 * A notice's words, in the language of the page the visitor wrote from (the payload's `locale`,
 * kept with it in the outbox): the academy reads the enquiry as it was meant. An announcement's
 * are in the language its author wrote it in.
 */
const WORDS = {
  en: {
    enquiry: 'New enquiry from the website',
    feedback: 'New feedback from the website',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
    from: 'From',
    imported: 'New students imported: please welcome them',
    count: 'Students',
    students: 'Who',
    sources: { 'home-modal': 'Home page', 'contact-page': 'Contact page' },
    announcement: 'New announcement',
    title: 'Title',
    batch: 'Batch',
    wholeAcademy: 'Whole academy',
  },
  hi: {
    enquiry: 'वेबसाइट से नई पूछताछ',
    feedback: 'वेबसाइट से नया फ़ीडबैक',
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ईमेल',
    message: 'संदेश',
    from: 'कहाँ से',
    imported: 'नए छात्र जोड़े गए: कृपया उनका स्वागत करें',
    count: 'छात्र',
    students: 'कौन',
    sources: { 'home-modal': 'होम पेज', 'contact-page': 'संपर्क पेज' },
    announcement: 'नई सूचना',
    title: 'शीर्षक',
    batch: 'बैच',
    wholeAcademy: 'पूरी अकादमी',
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

export function noticeFor(subjectType: string, payload: Record<string, unknown>): Notice {
  const text = (key: string) => String(payload[key] ?? '').trim() || '—';
  const words = WORDS[isLocale(payload.locale) ? payload.locale : 'en'];
  switch (subjectType) {
    case 'enquiry': {
      const source = text('source');
      return {
        subject: words.enquiry,
        lines: [
          [words.name, text('name')],
          [words.phone, text('phone')],
          [words.message, text('query')],
          [words.from, words.sources[source as keyof typeof words.sources] ?? source],
        ],
      };
    }
    case 'feedback':
      return {
        subject: words.feedback,
        lines: [
          [words.name, text('name')],
          [words.email, text('email')],
          [words.message, text('message')],
        ],
      };
    case 'announcement':
      return {
        subject: words.announcement,
        lines: [
          [words.title, text('title')],
          [words.batch, payload.batch ? text('batch') : words.wholeAcademy],
          [words.from, text('author')],
          [words.message, text('body')],
        ],
      };
    case 'students-imported':
      return {
        subject: words.imported,
        lines: [
          [words.count, text('count')],
          [words.students, text('students')],
        ],
      };
    default:
      return {
        subject: `New ${subjectType}`,
        lines: Object.keys(payload).map((k) => [k, text(k)]),
      };
  }
}

export const noticeAsText = (notice: Notice) =>
  [notice.subject, '', ...notice.lines.map(([label, value]) => `${label}: ${value}`)].join('\n');

/** Telegram's HTML mode: only <, > and & need escaping; the labels are bold. */
export const noticeAsTelegramHtml = (notice: Notice) =>
  [
    `<b>${escapeHtml(notice.subject)}</b>`,
    ...notice.lines.map(([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`),
  ].join('\n');
