import type { SmsConfig } from '../../../config.ts';
import { Undeliverable } from '../../notifications/channels.ts';
import { SmsDeliveryError, type SmsSender, type TextSender } from '../sms.ts';
import { digitsOf, post } from './http.ts';

/**
 * MSG91's Flow API (v5) with a DLT-registered template: India's rules allow only approved text
 * from an approved sender id, so the template (with its sender) lives in MSG91 and the code goes
 * in as its `##otp##` variable. MSG91 can answer 200 with `type: "error"`: that is a failure.
 */
export function msg91Sender(config: Msg91Config): SmsSender {
  return (message) =>
    flow(config, config.templateId, { mobiles: digitsOf(message.phone), otp: message.code });
}

/**
 * Other messages go out through the template set for their kind (MSG91_FEE_TEMPLATE_ID and the
 * others), its variables named ##var1##, ##var2##… in the order of the message's parameters.
 * Without one, the message is skipped: DLT forbids free text.
 */
export function msg91TextSender(config: Msg91Config): TextSender {
  return async (message) => {
    const templateId = config.textTemplates[message.kind];
    if (!templateId) throw new Undeliverable(`MSG91 has no template for ${message.kind} messages`);
    const vars = Object.fromEntries(message.params.map((value, i) => [`var${i + 1}`, value]));
    await flow(config, templateId, { mobiles: digitsOf(message.phone), ...vars });
  };
}

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

async function flow(config: Msg91Config, templateId: string, recipient: Record<string, unknown>) {
  const answer = (await post('MSG91', `${config.apiBase}/api/v5/flow`, {
    headers: {
      authkey: config.authKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
  })) as { type?: string; message?: string };
  if (answer?.type !== 'success') throw new SmsDeliveryError('MSG91', 200, JSON.stringify(answer));
}
