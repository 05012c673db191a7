import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { createTestApp } from '../../../test/app.ts';
import { uniquePhone, validRegistration } from '../../../test/users.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><title>Academy</title></head><body><div id="root"></div></body></html>',
);
const t = await createTestApp({ WEB_DIST: webDist });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The form result the server inlined into the page, if any. */
function postedResult(html: string) {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];
  const entries = JSON.parse(json ?? '[]') as { queryKey: string[]; data: unknown }[];
  return entries.find((e) => e.queryKey[0] === 'native-form')?.data as
    | { values: Record<string, string>; message?: string; errors?: Record<string, string> }
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
    // Sent to register from a course's "Log in to enroll": back to the course.
    const other = validRegistration();
    const back = await t.agent().post('/register?from=%2Fcourse%2Fabc', form(other), FORM);
    expect(back.headers.location).toBe('/course/abc');
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
