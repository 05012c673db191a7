import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/**
 * Whether `given` is the HMAC-SHA256 of `data` under `secret`, compared in constant time so the
 * answer's timing says nothing about how much of a forged signature was right.
 */
export function isValidSignature(secret: string, data: string | Buffer, given: string): boolean {
  const expected = Buffer.from(hmacHex(secret, data), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
