/** What a notice says, per subject: plain text for email, escaped HTML for Telegram. */
export interface Notice {
  subject: string;
  lines: [label: string, value: string][];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

export function noticeFor(subjectType: string, payload: Record<string, unknown>): Notice {
  const text = (key: string) => String(payload[key] ?? '').trim() || '—';
  switch (subjectType) {
    case 'enquiry':
      return {
        subject: 'New enquiry from the website',
        lines: [
          ['Name', text('name')],
          ['Phone', text('phone')],
          ['Message', text('query')],
          ['From', text('source')],
        ],
      };
    case 'feedback':
      return {
        subject: 'New feedback from the website',
        lines: [
          ['Name', text('name')],
          ['Email', text('email')],
          ['Message', text('message')],
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
