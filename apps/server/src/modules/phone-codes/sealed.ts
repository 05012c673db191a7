import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A code waits in the outbox until the provider takes it. It is kept there sealed (AES-256-GCM,
 * with a key derived from SESSION_SECRET) and erased once sent, so the database never holds a
 * usable code in the clear: the codes themselves are kept only as HMACs.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('outbox-sms-v1').digest();

export function seal(secret: string, value: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal<T>(secret: string, sealed: string): T {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(
    Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8'),
  ) as T;
}

/** What is stored of a code: its HMAC, bound to the number and the purpose. */
export const codeHash = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`phone-code:${purpose}:${phone}:${code}`).digest('hex');
