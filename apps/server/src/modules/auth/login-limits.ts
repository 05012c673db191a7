import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

const WINDOW_SECONDS = 15 * 60;
/** Wrong passwords for one phone from one address before that pair is refused for 15 minutes. */
export const PAIR_FAILURES = 10;
/** Wrong passwords from one address, whatever the phones, before it is refused. */
export const ADDRESS_FAILURES = 30;
/** Past this many failures on a phone from all addresses, every attempt on it is slowed. */
export const PHONE_SLOWDOWN_AFTER = 10;
const SLOWDOWN_STEP_MS = 200;
const SLOWDOWN_MAX_MS = 3000;

/** The wait before checking a password for a phone with this many recent failures. */
export const slowdownFor = (phoneFailures: number) =>
  phoneFailures < PHONE_SLOWDOWN_AFTER
    ? 0
    : Math.min((phoneFailures - PHONE_SLOWDOWN_AFTER + 1) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);

/**
 * Login limits that a stranger cannot turn against an account's owner:
 * - a phone and address pair is locked after its failures, so the guesser is stopped while the
 *   owner, from an address that has not failed, still signs in;
 * - an address is limited by its failures across phones (a school's shared connection signs a
 *   whole class in, so successes never count);
 * - a phone guessed from many addresses is slowed, never locked.
 */
export function createLoginLimits(app: FastifyInstance) {
  const pair = app.failureLimiter('login-pair', {
    points: PAIR_FAILURES,
    seconds: WINDOW_SECONDS,
  });
  const address = app.failureLimiter('login-ip', {
    points: ADDRESS_FAILURES,
    seconds: WINDOW_SECONDS,
  });
  // Counted, never refused: the slow-down reads it.
  const phone = app.failureLimiter('login-phone', {
    points: Number.MAX_SAFE_INTEGER,
    seconds: WINDOW_SECONDS,
  });
  const pairKey = (ip: string, phoneNumber: string) => `${phoneNumber}|${ip}`;

  return {
    /** Refuses a locked address or pair (429 with Retry-After), then waits out the slow-down. */
    async before(ip: string, phoneNumber: string, setRetryAfter: (seconds: number) => void) {
      await address.check(ip, setRetryAfter);
      await pair.check(pairKey(ip, phoneNumber), setRetryAfter);
      const wait = slowdownFor(await phone.count(phoneNumber));
      if (wait) await sleep(wait);
    },
    async failed(ip: string, phoneNumber: string) {
      await Promise.all([
        pair.fail(pairKey(ip, phoneNumber)),
        address.fail(ip),
        phone.fail(phoneNumber),
      ]);
    },
    /** The owner is in: the phone is no longer under attack from their side. */
    async succeeded(ip: string, phoneNumber: string) {
      await Promise.all([pair.clear(pairKey(ip, phoneNumber)), phone.clear(phoneNumber)]);
    },
  };
}
