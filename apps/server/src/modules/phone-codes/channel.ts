import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Deliver } from '../notifications/channels.ts';
import { msg91Sender } from './providers/msg91.ts';
import { twilioSender } from './providers/twilio.ts';
import { whatsappSender } from './providers/whatsapp.ts';
import { unseal } from './sealed.ts';
import { logSender, type CodeMessage, type SmsSender } from './sms.ts';

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
