import type { SmsConfig } from '../../../config.ts';
import type { SmsSender } from '../sms.ts';
import { digitsOf, post } from './http.ts';

/**
 * The WhatsApp Cloud API with an approved authentication template: the code is the body's one
 * parameter and, for the template's copy-code button, the button's too.
 */
export function whatsappSender(config: Extract<SmsConfig, { provider: 'whatsapp' }>): SmsSender {
  const url = `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return async (message) => {
    await post('WhatsApp', url, {
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: digitsOf(message.phone),
        type: 'template',
        template: {
          name: config.template,
          language: { code: config.language },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: message.code }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: message.code }],
            },
          ],
        },
      }),
    });
  };
}
