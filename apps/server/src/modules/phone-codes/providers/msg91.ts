import type { SmsConfig } from '../../../config.ts';
import { SmsDeliveryError, type SmsSender } from '../sms.ts';
import { digitsOf, post } from './http.ts';

/**
 * MSG91's Flow API (v5) with a DLT-registered template: India's rules allow only approved text
 * from an approved sender id, so the template (with its sender) lives in MSG91 and the code goes
 * in as its `##otp##` variable. MSG91 can answer 200 with `type: "error"`: that is a failure.
 */
export function msg91Sender(config: Extract<SmsConfig, { provider: 'msg91' }>): SmsSender {
  return async (message) => {
    const answer = (await post('MSG91', `${config.apiBase}/api/v5/flow`, {
      headers: {
        authkey: config.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        template_id: config.templateId,
        short_url: '0',
        recipients: [{ mobiles: digitsOf(message.phone), otp: message.code }],
      }),
    })) as { type?: string; message?: string };
    if (answer?.type !== 'success')
      throw new SmsDeliveryError('MSG91', 200, JSON.stringify(answer));
  };
}
