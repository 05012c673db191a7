import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Deliver } from '../notifications/channels.ts';
import { unseal } from './sealed.ts';
import { logSender, type CodeMessage, type SmsSender } from './sms.ts';

/** The sender SMS_PROVIDER names; undefined when codes cannot be sent. */
export function smsSenderFor(config: SmsConfig, log: FastifyBaseLogger): SmsSender | undefined {
  return config.provider === 'log' ? logSender(log) : undefined;
}

/** The outbox's SMS channel: opens a sealed code and hands it to the provider. */
export function smsChannel(sender: SmsSender | undefined, secret: string): Deliver | undefined {
  if (!sender) return undefined;
  return (_subjectType, payload) => sender(unseal<CodeMessage>(secret, String(payload.sealed)));
}
