import type { SmsConfig } from '../../../config.ts';
import type { SmsSender, TextSender } from '../sms.ts';
import { post } from './http.ts';

/**
 * Twilio's Messages REST API, for numbers India's DLT route does not reach. Its REST API rather
 * than the `twilio` package: one call, and the package cannot be pointed at a local fake simply.
 * A sender starting with MG is a Messaging Service.
 */
export function twilioSender(
  config: Extract<SmsConfig, { provider: 'twilio' }>,
): SmsSender & TextSender {
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  return async (message) => {
    const form = new URLSearchParams({ To: message.phone, Body: message.text });
    form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
    await post('Twilio', url, {
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  };
}
