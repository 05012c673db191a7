import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { TextMessage } from '../notifications/texts.ts';

export type { TextMessage };

/** Why a code is sent: a forgotten password, confirming a new account's number, or a new number. */
export type CodePurpose = 'reset' | 'verify' | 'change';

/** One code on its way to one phone. */
export interface CodeMessage {
  /** E.164, e.g. +919876543210. */
  phone: string;
  code: string;
  purpose: CodePurpose;
  /** The whole message, for providers that send free text (the log, Twilio). */
  text: string;
}

/** Delivers one code; throws when the provider refused or was unreachable (the outbox retries). */
export type SmsSender = (message: CodeMessage) => Promise<void>;

/** Delivers one text message; throws when the provider refused or was unreachable. */
export type TextSender = (message: TextMessage) => Promise<void>;

/** A provider's refusal or failure, with what it answered (kept in the outbox's last error). */
export class SmsDeliveryError extends Error {
  readonly status: number;
  constructor(provider: string, status: number, detail: string) {
    super(`${provider} answered ${status}: ${detail.slice(0, 300)}`);
    this.name = 'SmsDeliveryError';
    this.status = status;
  }
}

/**
 * The development provider: the whole message, with the full number and the code, as one log line,
 * so a developer can reset a password without a phone. Production refuses it (config.ts).
 */
export const logSender =
  (log: FastifyBaseLogger): SmsSender & TextSender =>
  async (message: Pick<TextMessage, 'phone' | 'text'> & Partial<CodeMessage & TextMessage>) => {
    log.warn(
      {
        sms: {
          to: message.phone,
          code: message.code,
          purpose: message.purpose,
          kind: message.kind,
        },
      },
      `SMS to ${message.phone}: ${message.text}`,
    );
  };

export type { SmsConfig };
