import type { TestApp } from './app.ts';

/**
 * The last code the `log` provider wrote for the phone: the outbox delivers what is due first,
 * as the worker would.
 */
export async function codeSentTo(t: TestApp, lines: string[], phone: string) {
  await t.app.outbox.runOnce();
  for (const line of [...lines].reverse()) {
    const entry = JSON.parse(line) as { sms?: { to: string; code: string } };
    if (entry.sms?.to === phone) return entry.sms.code;
  }
  return undefined;
}
