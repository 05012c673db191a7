import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { noticeFor, noticeAsTelegramHtml, noticeAsText } from './notices.ts';

/** `sms`: sealed one-time codes; `text`: a message to one person's phone (fee reminders). */
export type Channel = 'email' | 'telegram' | 'sms' | 'text';
/**
 * A message no configured provider can carry (MSG91 or WhatsApp without a template for its kind):
 * recorded as skipped, not retried.
 */
export class Undeliverable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Undeliverable';
  }
}

/** Delivers one outbox row's payload; throws to have it retried (or Undeliverable, to skip it). */
export type Deliver = (subjectType: string, payload: Record<string, unknown>) => Promise<void>;

/**
 * The configured delivery channels; a channel without configuration is absent. SMS comes from
 * the phone-codes module, which alone knows how its sealed payloads open.
 */
export function createChannels(
  config: Pick<Config, 'email' | 'telegram'>,
  sms: Deliver | undefined,
  text?: Deliver,
) {
  const channels: Partial<Record<Channel, Deliver>> = {
    ...(sms ? { sms } : {}),
    ...(text ? { text } : {}),
  };
  if (config.email) {
    const { smtpUrl, from, to } = config.email;
    const transport = nodemailer.createTransport(smtpUrl);
    channels.email = async (subjectType, payload) => {
      const notice = noticeFor(subjectType, payload);
      // User text goes in the body only: a fixed subject leaves nothing to inject into headers.
      await transport.sendMail({ from, to, subject: notice.subject, text: noticeAsText(notice) });
    };
  }
  if (config.telegram) {
    const { token, chatId, apiBase } = config.telegram;
    channels.telegram = async (subjectType, payload) => {
      const notice = noticeFor(subjectType, payload);
      const response = await fetch(`${apiBase}/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: chatId,
          text: noticeAsTelegramHtml(notice),
          parse_mode: 'HTML',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Telegram answered ${response.status}`);
    };
  }
  return channels;
}

export type Channels = ReturnType<typeof createChannels>;
