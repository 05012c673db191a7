import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import type { Agent } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';
import { hashToken } from '../accounts/tokens.ts';

const t = await createTestApp();
const REFRESH = 'academy_rt';
const ACCESS = 'academy_at';

/** A second device holding a copy of the first one's cookies (a stolen or an old token). */
function copyOf(agent: Agent) {
  const copy = t.agent(agent.remoteAddress);
  for (const [k, v] of agent.cookies) copy.cookies.set(k, v);
  return copy;
}

describe('sessions', () => {
  it('answers /me for a visitor without session cookies with user null', async () => {
    const res = await t.agent().get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ success: true, data: { user: null } });
  });

  it('answers /me with 401 when only a refresh cookie is left, so the client refreshes', async () => {
    const { agent } = await signedInAs(t);
    agent.cookies.delete(ACCESS);
    const res = await agent.get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.signInRequired);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).body.data.user).not.toBeNull();
  });

  it('treats a forged or expired access token as an expired session', async () => {
    const agent = t.agent();
    agent.cookies.set(ACCESS, 'not.a.jwt');
    const res = await agent.get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('rotates the refresh token on every refresh and keeps the user signed in', async () => {
    const { agent, userId } = await signedInAs(t);
    const first = agent.cookies.get(REFRESH);
    const res = await agent.post('/api/auth/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.userId).toBe(userId);
    const second = agent.cookies.get(REFRESH);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const [stored] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(second!)));
    expect(stored?.usedAt).toBeNull();
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('gives a second tab presenting the just-replaced token the same successor', async () => {
    const { agent } = await signedInAs(t);
    const tab = copyOf(agent);
    const [a, b] = await Promise.all([
      agent.post('/api/auth/refresh'),
      tab.post('/api/auth/refresh'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(tab.cookies.get(REFRESH)).toBe(agent.cookies.get(REFRESH));
  });

  it('ends the whole session family when an old refresh token is used again', async () => {
    const { agent } = await signedInAs(t);
    const thief = copyOf(agent);
    const stolen = agent.cookies.get(REFRESH)!;
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(200);
    // Past the grace period for parallel tabs.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '5 minutes'` })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));

    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    // The legitimate holder is signed out too: refresh and the access token both fail.
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses a refresh after the session’s absolute end', async () => {
    const { agent, userId } = await signedInAs(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('logout revokes the session on the server, not only the cookies', async () => {
    const { agent } = await signedInAs(t);
    const keptCopy = copyOf(agent);
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(agent.cookies.size).toBe(0);
    expect((await keptCopy.get('/api/auth/me')).statusCode).toBe(401);
    expect((await keptCopy.post('/api/auth/refresh')).statusCode).toBe(401);
  });
});

describe('own profile and password', () => {
  it('updates the profile with the registration rules', async () => {
    const { agent } = await signedInAs(t);
    const bad = await agent.put('/api/auth/me', {
      name: 'Ravi',
      school: 'DPS',
      class: '12',
      gender: 'Male',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.stream).toBe('Please select the stream');
    const res = await agent.put('/api/auth/me', {
      name: 'Ravi Kumar',
      school: 'DPS',
      class: '12',
      stream: 'Arts',
      gender: 'Male',
      email: 'ravi@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Ravi Kumar',
      class: '12',
      stream: 'Arts',
      email: 'ravi@example.in',
    });
  });

  it.each([
    ['a student', ROLES.student],
    ['a parent', ROLES.parent],
  ])('lets %s keep a postal address and state for tax invoices', async (_, role) => {
    const { agent } = await signedInAs(t, role);
    const details = { name: 'Ravi Kumar', school: 'DPS', class: '9', gender: 'Male' };
    const long = await agent.put('/api/auth/me', { ...details, address: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.body.errors).toEqual({ address: AUTH_MESSAGES.addressTooLong });
    const res = await agent.put('/api/auth/me', {
      ...details,
      address: ' 14 Park Street, Kolkata 700016 ',
      state: 'West Bengal',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({
      address: '14 Park Street, Kolkata 700016',
      state: 'West Bengal',
    });
    const cleared = await agent.put('/api/auth/me', { ...details, address: '', state: '' });
    expect(cleared.body.data.user).toMatchObject({ address: null, state: null });
  });

  it.each([
    ['an administrator', ROLES.admin],
    ['a teacher', ROLES.teacher],
    ['a parent', ROLES.parent],
  ])('lets %s keep a profile of a name and an email, no school or class', async (_, role) => {
    const { agent } = await signedInAs(t, role);
    const bad = await agent.put('/api/auth/me', { name: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual({
      name: AUTH_MESSAGES.nameRequired,
      email: AUTH_MESSAGES.emailInvalid,
    });
    const res = await agent.put('/api/auth/me', {
      name: 'Principal',
      email: 'office@academy.in',
      class: '9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Principal',
      email: 'office@academy.in',
      class: null,
      roles: role,
    });
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { agent, phone, password } = await signedInAs(t);
    const otherDevice = t.agent();
    expect((await otherDevice.post('/api/auth/login', { phone, password })).statusCode).toBe(200);

    const wrong = await agent.post('/api/auth/password', {
      currentPassword: 'nope-nope',
      newPassword: 'brand-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors?.currentPassword).toBe(AUTH_MESSAGES.currentPasswordWrong);

    const res = await agent.post('/api/auth/password', {
      currentPassword: password,
      newPassword: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).statusCode).toBe(401);
    expect((await t.agent().post('/api/auth/login', { phone, password })).statusCode).toBe(401);
    expect(
      (await t.agent().post('/api/auth/login', { phone, password: 'brand-new-secret' })).statusCode,
    ).toBe(200);
  });
});
