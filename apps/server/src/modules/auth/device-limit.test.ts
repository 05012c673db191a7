import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SIGNED_OUT_ELSEWHERE } from '@academy/contract/auth-messages';
import { ROLES } from '@academy/contract/roles';
import { ACCOUNTS_MESSAGES } from '@academy/contract/site-config';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);

/** A real sign-in through the login form's endpoint, on a device of its own. */
async function signInOnNewDevice(account: { phone: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login', {
    phone: account.phone,
    password: account.password,
  });
  expect(res.statusCode, res.body.message).toBe(200);
  return agent;
}

const isSignedIn = async (agent: Agent) => (await agent.get('/api/auth/me')).statusCode === 200;

async function setLimit(maxDevices: unknown) {
  return admin.agent.put('/api/site-config/accounts', { confirmPhoneAtSignUp: false, maxDevices });
}

describe('devices signed in at once', () => {
  it('are two by default: a third sign-in ends the oldest, which is told why', async () => {
    const student = await signedInAs(t, ROLES.student);
    const first = student.agent;
    const second = await signInOnNewDevice(student);
    expect(await isSignedIn(first)).toBe(true);
    const third = await signInOnNewDevice(student);

    const me = await first.get('/api/auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.body).toEqual({
      success: false,
      message: 'You were signed out because your account was used on another device',
      code: SIGNED_OUT_ELSEWHERE,
    });
    const page = await first.get('/api/student/my-courses');
    expect(page.statusCode).toBe(401);
    expect(page.body.code).toBe(SIGNED_OUT_ELSEWHERE);
    // The client's refresh after that 401 says the same, and the session stays over.
    const refresh = await first.post('/api/auth/refresh');
    expect(refresh.statusCode).toBe(401);
    expect(refresh.body.message).toBe(AUTH_MESSAGES.signedOutElsewhere);
    expect(refresh.body.code).toBe(SIGNED_OUT_ELSEWHERE);

    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(third)).toBe(true);
    // Signing in again on the first device works, and now ends the second.
    const again = await signInOnNewDevice(student);
    expect(await isSignedIn(again)).toBe(true);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(true);
  });

  it('follow the Accounts setting', async () => {
    expect((await setLimit(1)).statusCode).toBe(200);
    const student = await signedInAs(t, ROLES.student);
    const phone = await signInOnNewDevice(student);
    expect((await student.agent.get('/api/auth/me')).body.code).toBe(SIGNED_OUT_ELSEWHERE);
    expect(await isSignedIn(phone)).toBe(true);

    expect((await setLimit(3)).statusCode).toBe(200);
    const agents = [phone, await signInOnNewDevice(student), await signInOnNewDevice(student)];
    for (const agent of agents) expect(await isSignedIn(agent)).toBe(true);
    await signInOnNewDevice(student);
    expect(await isSignedIn(agents[0]!)).toBe(false);
    expect(await isSignedIn(agents[1]!)).toBe(true);
    expect((await setLimit(2)).statusCode).toBe(200);
  });

  it.each([0, 11, 2.5, 'two'])('refuses a limit of %j with its message', async (value) => {
    const res = await setLimit(value);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.maxDevices).toBe(ACCOUNTS_MESSAGES.maxDevicesInvalid);
  });

  it('reads 2 while the Accounts tab has never been saved with a limit', async () => {
    const res = await admin.agent.get('/api/site-config/accounts');
    expect(res.body.data).toMatchObject({ maxDevices: 2 });
  });

  it('do not limit administrators', async () => {
    const agents = [admin.agent];
    for (let i = 0; i < 3; i += 1) agents.push(await signInOnNewDevice(admin));
    for (const agent of agents) expect(await isSignedIn(agent)).toBe(true);
  });

  it('leave a plain sign-out with the plain message', async () => {
    const student = await signedInAs(t, ROLES.student);
    const copy = t.agent();
    for (const [k, v] of student.agent.cookies) copy.cookies.set(k, v);
    await student.agent.post('/api/auth/logout');
    const res = await copy.get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(res.body.code).toBeUndefined();
  });
});
