import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { createTestApp } from '../../../test/app.ts';
import { REGISTRATIONS_PER_HOUR } from './routes.ts';
import { nationalFormat, uniquePhone, validRegistration } from '../../../test/users.ts';

const t = await createTestApp();

describe('POST /api/auth/register', () => {
  it('creates the student, signs them in and answers 201 with the user', async () => {
    const agent = t.agent();
    const input = validRegistration({ phone: '' });
    const phone = uniquePhone();
    const res = await agent.post('/api/auth/register', { ...input, phone: nationalFormat(phone) });

    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(res.body.data.user).toMatchObject({
      name: 'Priya Verma',
      phone,
      roles: 2004,
      class: '11',
      stream: 'Commerce',
      gender: 'Female',
    });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    const me = await agent.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.data.user.phone).toBe(phone);
  });

  it.each([
    ['name', { name: '' }, AUTH_MESSAGES.nameRequired],
    ['name', { name: '   ' }, AUTH_MESSAGES.nameRequired],
    ['phone', { phone: '' }, AUTH_MESSAGES.phoneRequired],
    ['phone', { phone: '12345' }, AUTH_MESSAGES.phoneInvalid],
    ['password', { password: '' }, AUTH_MESSAGES.passwordRequired],
    ['password', { password: 'short7!' }, AUTH_MESSAGES.passwordNewMin],
    ['password', { password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordMax],
    ['password', { password: 'password123' }, AUTH_MESSAGES.passwordCommon],
    ['school', { school: '' }, AUTH_MESSAGES.schoolRequired],
    ['class', { class: undefined }, 'please enter the class'],
    ['class', { class: '13' }, 'please enter the class'],
    ['stream', { class: '12', stream: '' }, 'Please select the stream'],
    ['stream', { class: '11', stream: 'Magic' }, 'Please select the stream'],
    ['gender', { gender: undefined }, AUTH_MESSAGES.genderRequired],
  ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
    const res = await t.agent().post('/api/auth/register', validRegistration(override));
    expect(res.statusCode).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors?.[field]).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes classes 6 to 12 and the CA and CMA programs, keeping a stream only for 11 and 12', async () => {
    for (const cls of ['6', '10', 'ca-foundation', 'cma-intermediate']) {
      const res = await t
        .agent()
        .post('/api/auth/register', validRegistration({ class: cls, stream: 'Science' }));
      expect(res.statusCode, cls).toBe(201);
      expect(res.body.data.user).toMatchObject({ class: cls, stream: null });
    }
  });

  it('treats the same number typed another way as the same account: 409', async () => {
    const phone = uniquePhone();
    const first = await t.agent().post('/api/auth/register', validRegistration({ phone }));
    expect(first.statusCode).toBe(201);
    for (const typed of [
      nationalFormat(phone),
      `0${phone.slice(3)}`,
      `+91 ${nationalFormat(phone)}`,
    ]) {
      const again = await t.agent().post('/api/auth/register', validRegistration({ phone: typed }));
      expect(again.statusCode, typed).toBe(409);
      expect(again.body.message).toBe(AUTH_MESSAGES.phoneTaken);
    }
  });

  it('drops unknown fields instead of assigning them (no role escalation)', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register', { ...validRegistration(), roles: 5150, role: 5150 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user.roles).toBe(2004);
  });
});

describe('registration rate limit', () => {
  it('answers 429 with Retry-After after 30 registrations an hour from one address', async () => {
    const codes = [];
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i++) {
      const res = await t.agent('127.9.9.9').post('/api/auth/register', validRegistration());
      codes.push(res.statusCode);
      if (i === REGISTRATIONS_PER_HOUR) {
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.body.message).toMatch(/^Too many attempts/);
      }
    }
    expect(codes).toEqual([...Array(REGISTRATIONS_PER_HOUR).fill(201), 429]);
  });
});

describe('registration messages', () => {
  it('reports the missing stream together with the other missing fields', async () => {
    const res = await t.agent().post('/api/auth/register', { class: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: AUTH_MESSAGES.nameRequired,
      phone: AUTH_MESSAGES.phoneRequired,
      password: AUTH_MESSAGES.passwordRequired,
      school: AUTH_MESSAGES.schoolRequired,
      stream: AUTH_MESSAGES.streamRequired,
      gender: AUTH_MESSAGES.genderRequired,
    });
  });

  it('takes a young child in classes 1 to 5 (a parent registers them)', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register', validRegistration({ class: '3', stream: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user).toMatchObject({ class: '3', stream: null });
  });
});
