import { SmsDeliveryError } from '../sms.ts';

/** One provider call with a 10-second limit; any failure or non-2xx answer is a delivery error. */
export async function post(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SmsDeliveryError(provider, 0, (error as Error).message);
  }
  const text = await response.text();
  if (!response.ok) throw new SmsDeliveryError(provider, response.status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** E.164 without the plus, as MSG91 and WhatsApp take numbers: 919876543210. */
export const digitsOf = (e164: string) => e164.replace(/^\+/, '');
