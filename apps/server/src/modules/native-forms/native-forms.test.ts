import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { codeSentTo } from '../../../test/phone-codes.ts';
import { signedInAs, uniquePhone, validRegistration } from '../../../test/users.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><title>Academy</title></head><body><div id="root"></div></body></html>',
);
const lines: string[] = [];
const t = await createTestApp({ WEB_DIST: webDist, SMS_PROVIDER: 'log' }, { logLines: lines });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The form result the server inlined into the page, if any. */
function postedResult(html: string) {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];
  const entries = JSON.parse(json ?? '[]') as { queryKey: string[]; data: unknown }[];
  return entries.find((e) => e.queryKey[0] === 'native-form')?.data as
    | {
        values: Record<string, string>;
        message?: string;
        errors?: Record<string, string>;
        sent?: boolean;
      }
    | undefined;
}

describe('forms posted before the script runs', () => {
  it('signs in and sends the browser on, with the session cookies', async () => {
    const account = validRegistration();
    expect((await t.agent().post('/api/auth/register', account)).statusCode).toBe(201);
    const agent = t.agent();
    const res = await agent.post('/login', form(account), FORM);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const me = await agent.get('/api/auth/me');
    expect(me.body.data.user.phone).toBe(account.phone);
  });

  it('sends the browser back to the page that asked for a sign-in, only if it is on this site', async () => {
    const account = validRegistration();
    expect((await t.agent().post('/api/auth/register', account)).statusCode).toBe(201);
    const cases = [
      ['/hi/login?from=%2Ftests%2Fabc%3Fx%3D1', '/hi/tests/abc?x=1'],
      ['/login?from=%2F%2Fevil.example', '/dashboard'],
      ['/login?from=%2F%5Cevil.example', '/dashboard'],
      ['/login?from=https%3A%2F%2Fevil.example', '/dashboard'],
    ];
    for (const [page, next] of cases) {
      const res = await t.agent().post(page!, form(account), FORM);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(next);
    }
  });

  it('a Hindi page posts to its own address and is sent on within Hindi', async () => {
    const account = validRegistration();
    const agent = t.agent();
    const registered = await agent.post('/hi/register', form(account), FORM);
    expect(registered.statusCode).toBe(303);
    expect(registered.headers.location).toBe('/hi/dashboard');
    const refused = await t
      .agent()
      .post('/hi/login', form({ phone: account.phone, password: 'not-the-right-one-7' }), FORM);
    expect(refused.statusCode).toBe(200);
    expect(refused.text).toContain('<html lang="hi">');
    expect(postedResult(refused.text)?.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('comes back to the login page with the phone kept, never the password', async () => {
    const phone = uniquePhone();
    const password = 'not-the-right-one-7';
    const res = await t.agent().post('/login', form({ phone, password }), FORM);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).not.toContain(password);
    expect(postedResult(res.text)).toEqual({
      values: { phone },
      message: AUTH_MESSAGES.badCredentials,
      errors: {},
    });
  });

  it('shows every field message of a refused registration and keeps what was typed', async () => {
    const res = await t
      .agent()
      .post(
        '/register',
        form({ name: 'Asha', phone: '12', password: 'hunter2-secret', school: '', class: '' }),
        FORM,
      );
    expect(res.statusCode).toBe(200);
    expect(res.text).not.toContain('hunter2-secret');
    const result = postedResult(res.text)!;
    expect(result.values).toEqual({ name: 'Asha', phone: '12', school: '', class: '' });
    expect(result.errors).toMatchObject({
      phone: AUTH_MESSAGES.phoneInvalid,
      school: AUTH_MESSAGES.schoolRequired,
      class: AUTH_MESSAGES.classRequired,
    });
  });

  it('registers a student and signs them in', async () => {
    const account = validRegistration();
    const agent = t.agent();
    const res = await agent.post('/register', form(account), FORM);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect((await agent.get('/api/auth/me')).body.data.user.name).toBe(account.name);
    // Sent to register from a course's "Log in to enrol": back to the course.
    const other = validRegistration();
    const back = await t.agent().post('/register?from=%2Fcourse%2Fabc', form(other), FORM);
    expect(back.headers.location).toBe('/course/abc');
  });

  it('with numbers confirmed at sign-up, registers, asks for the code, and signs in with it', async () => {
    const admin = (await signedInAs(t, ROLES.admin)).agent;
    const setConfirm = (on: boolean) =>
      admin.put('/api/site-config/accounts', { confirmPhoneAtSignUp: on });
    expect((await setConfirm(true)).statusCode).toBe(200);
    try {
      const account = validRegistration();
      const agent = t.agent();
      const res = await agent.post('/hi/register?from=%2Fcourse%2Fabc', form(account), FORM);
      expect(res.statusCode).toBe(303);
      const next = `/hi/confirm-phone?phone=${encodeURIComponent(account.phone)}&from=%2Fcourse%2Fabc`;
      expect(res.headers.location).toBe(next);
      expect((await agent.get('/api/auth/me')).body.data?.user ?? null).toBeNull();

      const code = (await codeSentTo(t, lines, account.phone))!;
      const wrong = await agent.post(
        next,
        form({ phone: account.phone, code: code === '000000' ? '111111' : '000000' }),
        FORM,
      );
      expect(wrong.statusCode).toBe(200);
      expect(postedResult(wrong.text)).toMatchObject({
        values: { phone: account.phone },
        errors: { code: PHONE_CODE_MESSAGES.wrong(4) },
      });
      const confirmed = await agent.post(next, form({ phone: account.phone, code }), FORM);
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/hi/course/abc');
      expect((await agent.get('/api/auth/me')).body.data.user.phone).toBe(account.phone);
    } finally {
      await setConfirm(false);
    }
  });

  it('sends a code to reset a password, then sets the new one, on one page in two steps', async () => {
    const account = validRegistration();
    expect((await t.agent().post('/api/auth/register', account)).statusCode).toBe(201);
    const agent = t.agent();
    const asked = await agent.post('/forgot-password', form({ phone: account.phone }), FORM);
    expect(asked.statusCode).toBe(200);
    // The phone is kept for the second step.
    expect(postedResult(asked.text)).toEqual({
      values: { phone: account.phone },
      sent: true,
      message: PHONE_CODE_MESSAGES.sent,
    });
    const refused = await agent.post('/forgot-password', form({ phone: '12' }), FORM);
    expect(postedResult(refused.text)?.errors).toHaveProperty('phone');

    const code = (await codeSentTo(t, lines, account.phone))!;
    const password = 'a-fresh-start-2026';
    const short = await agent.post(
      '/forgot-password',
      form({ phone: account.phone, code, password: 'short' }),
      FORM,
    );
    expect(short.statusCode).toBe(200);
    expect(short.text).not.toContain('short"');
    const result = postedResult(short.text)!;
    expect(result.values).toEqual({ phone: account.phone, code });
    expect(result.errors).toHaveProperty('password');

    const done = await agent.post(
      '/hi/forgot-password',
      form({ phone: account.phone, code, password }),
      FORM,
    );
    expect(done.statusCode).toBe(303);
    // The login page says the password was changed, as the script's toast does.
    expect(done.headers.location).toBe('/hi/login?reset=done');
    const login = await t.agent().post('/api/auth/login', { phone: account.phone, password });
    expect(login.statusCode).toBe(200);
  });

  it('stores a contact-page enquiry and says so on the page', async () => {
    const fields = { name: 'Sunita Devi', number: '9876543210', message: 'Weekend batches?' };
    const res = await t.agent().post('/contact', form(fields), FORM);
    expect(res.statusCode).toBe(200);
    expect(postedResult(res.text)).toMatchObject({ sent: true, message: CONTACT_MESSAGES.sent });
    const refused = await t.agent().post('/contact', form({ ...fields, number: '1' }), FORM);
    expect(refused.statusCode).toBe(200);
    // The API's field names come back as the form's.
    expect(Object.keys(postedResult(refused.text)!.errors!)).toEqual(['number']);
  });

  it('refuses a form posted from another site', async () => {
    const res = await t
      .agent()
      .post('/login', form({ phone: uniquePhone(), password: 'whatever-pass' }), {
        ...FORM,
        'sec-fetch-site': 'cross-site',
      });
    expect(res.statusCode).toBe(403);
  });

  it('keeps form bodies out of the API', async () => {
    const res = await t.agent().post('/api/auth/login', form({ phone: '1', password: '2' }), FORM);
    expect(res.statusCode).toBe(415);
  });

  it('takes a password out of an address a GET form wrote', async () => {
    const res = await t.agent().get('/login?phone=9876543210&password=secret-in-url');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?phone=9876543210');
  });
});
