import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { PAIR_FAILURES, PHONE_SLOWDOWN_AFTER, slowdownFor } from './login-limits.ts';
import { nationalFormat, signedInAs, uniquePhone, validRegistration } from '../../../test/users.ts';

const t = await createTestApp();

async function registered() {
  const input = validRegistration();
  const res = await t.agent().post('/api/auth/register', input);
  expect(res.statusCode).toBe(201);
  return input;
}

describe('POST /api/auth/login', () => {
  it('signs in with the phone typed any way and says "Login successful!"', async () => {
    const { phone, password } = await registered();
    const agent = t.agent();
    const res = await agent.post('/api/auth/login', {
      phone: `0${nationalFormat(phone).replace(' ', '')}`,
      password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful!' });
    expect(res.body.data.user.phone).toBe(phone);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const { phone } = await registered();
    const wrongPassword = await t
      .agent()
      .post('/api/auth/login', { phone, password: 'not-the-password' });
    const unknownPhone = await t
      .agent()
      .post('/api/auth/login', { phone: uniquePhone(), password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPassword.body).toEqual(unknownPhone.body);
    expect(wrongPassword.body.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it.each([
    ['phone', { phone: '' }, AUTH_MESSAGES.phoneRequired],
    ['password', { password: '' }, AUTH_MESSAGES.passwordRequired],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses a bad %s with its message', async (field, override, message) => {
    const res = await t
      .agent()
      .post('/api/auth/login', { phone: uniquePhone(), password: 'secret-pass', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('accepts an old six-character password at login', async () => {
    const { phone } = await signedInAs(t);
    const { hashPassword } = await import('../accounts/passwords.ts');
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc123') })
      .where(eq(users.phone, phone));
    const res = await t.agent().post('/api/auth/login', { phone, password: 'abc123' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a suspended account with 403, after the right password only', async () => {
    const { phone, password } = await signedInAs(t);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.phone, phone));
    const right = await t.agent().post('/api/auth/login', { phone, password });
    expect(right.statusCode).toBe(403);
    expect(right.body.message).toBe(AUTH_MESSAGES.suspended);
    const wrong = await t.agent().post('/api/auth/login', { phone, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('locks a phone for the address that guessed it, not for its owner', async () => {
    const { phone, password } = await registered();
    const stranger = t.agent();
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const res = await stranger.post('/api/auth/login', { phone, password: 'guessing-' + i });
      expect(res.statusCode).toBe(401);
    }
    const limited = await stranger.post('/api/auth/login', { phone, password });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner, on their own connection, is not locked out by the stranger.
    const owner = await t.agent().post('/api/auth/login', { phone, password });
    expect(owner.statusCode).toBe(200);
    // The stranger's address may still sign in to another account.
    const other = await registered();
    const res = await stranger.post('/api/auth/login', other);
    expect(res.statusCode).toBe(200);
  });

  it('slows, never locks, a phone guessed from many addresses; the owner still signs in', async () => {
    const { phone, password } = await registered();
    for (let i = 0; i < PHONE_SLOWDOWN_AFTER + 2; i++) {
      const res = await t.agent().post('/api/auth/login', { phone, password: 'guessing-' + i });
      expect(res.statusCode).toBe(401);
    }
    const started = performance.now();
    const guess = await t.agent().post('/api/auth/login', { phone, password: 'one-more-guess' });
    expect(guess.statusCode).toBe(401);
    // A lower bound only: the wait is a sleep before the password is checked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      slowdownFor(PHONE_SLOWDOWN_AFTER + 2),
    );
    const owner = await t.agent().post('/api/auth/login', { phone, password });
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in ends the slow-down.
    const after = await t.agent().post('/api/auth/login', { phone, password });
    expect(after.statusCode).toBe(200);
  });

  it('grows the slow-down step by step up to three seconds', () => {
    expect(slowdownFor(0)).toBe(0);
    expect(slowdownFor(PHONE_SLOWDOWN_AFTER - 1)).toBe(0);
    expect(slowdownFor(PHONE_SLOWDOWN_AFTER)).toBe(200);
    expect(slowdownFor(PHONE_SLOWDOWN_AFTER + 1)).toBe(400);
    expect(slowdownFor(1000)).toBe(3000);
  });

  it('signs a whole class in from one address: sign-ins are not failures', async () => {
    const { phone, password } = await registered();
    const lab = t.agent('10.20.30.40');
    for (let i = 0; i < 32; i++) {
      const res = await lab.post('/api/auth/login', { phone, password });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits failed attempts per address to 30 in 15 minutes with 429 and Retry-After', async () => {
    const agent = t.agent();
    const codes = [];
    // A different phone each time: only the per-address limit can stop them.
    for (let i = 0; i < 30; i++) {
      const res = await agent.post('/api/auth/login', {
        phone: uniquePhone(),
        password: 'guessing',
      });
      codes.push(res.statusCode);
    }
    expect(new Set(codes)).toEqual(new Set([401]));
    const limited = await agent.post('/api/auth/login', {
      phone: uniquePhone(),
      password: 'guessing',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.message).toMatch(/^Too many/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is still served.
    const elsewhere = await t.agent().post('/api/auth/login', {
      phone: uniquePhone(),
      password: 'guessing',
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
