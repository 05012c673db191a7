import type { SmsConfig } from '../../../config.ts';
import { Undeliverable } from '../../notifications/channels.ts';
import type { SmsSender, TextSender } from '../sms.ts';
import { digitsOf, post } from './http.ts';

/**
 * The WhatsApp Cloud API with an approved authentication template: the code is the body's one
 * parameter and, for the template's copy-code button, the button's too.
 */
export function whatsappSender(config: WhatsappConfig): SmsSender {
  return async (message) => {
    await send(config, message.phone, config.template, [
      { type: 'body', parameters: [{ type: 'text', text: message.code }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: message.code }],
      },
    ]);
  };
}

/**
 * Other messages start a conversation, which WhatsApp allows only with an approved template: the
 * one set for the message's kind (WHATSAPP_FEE_TEMPLATE and the others), its body's {{1}}, {{2}}…
 * the message's parameters. Without one, the message is skipped.
 */
export function whatsappTextSender(config: WhatsappConfig): TextSender {
  return async (message) => {
    const template = config.textTemplates[message.kind];
    if (!template) throw new Undeliverable(`WhatsApp has no template for ${message.kind} messages`);
    await send(config, message.phone, template, [
      { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
    ]);
  };
}

type WhatsappConfig = Extract<SmsConfig, { provider: 'whatsapp' }>;

async function send(config: WhatsappConfig, phone: string, template: string, components: unknown) {
  const url = `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  await post('WhatsApp', url, {
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to: digitsOf(phone),
      type: 'template',
      template: { name: template, language: { code: config.language }, components },
    }),
  });
}
