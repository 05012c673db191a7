import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Deliver } from '../notifications/channels.ts';
import { msg91Sender, msg91TextSender } from './providers/msg91.ts';
import { twilioSender } from './providers/twilio.ts';
import { whatsappSender, whatsappTextSender } from './providers/whatsapp.ts';
import { unseal } from './sealed.ts';
import {
  logSender,
  type CodeMessage,
  type SmsSender,
  type TextMessage,
  type TextSender,
} from './sms.ts';

/** The sender SMS_PROVIDER names; undefined when codes cannot be sent. */
export function smsSenderFor(config: SmsConfig, log: FastifyBaseLogger): SmsSender | undefined {
  switch (config.provider) {
    case 'log':
      return logSender(log);
    case 'msg91':
      return msg91Sender(config);
    case 'twilio':
      return twilioSender(config);
    case 'whatsapp':
      return whatsappSender(config);
    case 'none':
      return undefined;
  }
}

/** The outbox's SMS channel: opens a sealed code and hands it to the provider. */
export function smsChannel(sender: SmsSender | undefined, secret: string): Deliver | undefined {
  if (!sender) return undefined;
  return (_subjectType, payload) => sender(unseal<CodeMessage>(secret, String(payload.sealed)));
}

/**
 * The sender of messages to a person's phone (fee reminders, welcomes, notices): the log and
 * Twilio send the text; MSG91 and WhatsApp the template set for its kind, or skip it.
 */
export function textSenderFor(config: SmsConfig, log: FastifyBaseLogger): TextSender | undefined {
  switch (config.provider) {
    case 'log':
      return logSender(log);
    case 'twilio':
      return twilioSender(config);
    case 'msg91':
      return msg91TextSender(config);
    case 'whatsapp':
      return whatsappTextSender(config);
    case 'none':
      return undefined;
  }
}

/** The outbox's text channel: the payload is the message, cleared once sent. */
export function textChannel(sender: TextSender | undefined): Deliver | undefined {
  if (!sender) return undefined;
  return (_subjectType, payload) => sender(payload as unknown as TextMessage);
}
