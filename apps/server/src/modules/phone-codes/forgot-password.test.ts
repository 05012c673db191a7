import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { auditLog, outbox, phoneCodes } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { codeSentTo } from '../../../test/phone-codes.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';

const lines: string[] = [];
const t = await createTestApp({ SMS_PROVIDER: 'log' }, { logLines: lines });
const NEW_PASSWORD = 'a-fresh-passphrase-2026';

async function ask(phone: string, agent = t.agent()) {
  const res = await agent.post('/api/auth/forgot-password', { phone });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(202);
  expect(res.body.message).toBe(PHONE_CODE_MESSAGES.sent);
  return res;
}

/** Moves the phone's codes back in time, as if `seconds` had passed. */
const age = (phone: string, seconds: number) =>
  t.database.db.execute(
    `update phone_codes set created_at = created_at - interval '${seconds} seconds', expires_at = expires_at - interval '${seconds} seconds' where phone = '${phone}'` as never,
  );

describe('forgot password', () => {
  it('answers the same for a phone without an account, and sends nothing', async () => {
    const stranger = uniquePhone();
    const res = await ask(stranger);
    expect(await codeSentTo(t, lines, stranger)).toBeUndefined();
    const known = await signedInAs(t);
    const res2 = await ask(known.phone);
    expect(res2.body).toEqual(res.body);
    expect(await codeSentTo(t, lines, known.phone)).toMatch(/^\d{6}$/);
  });

  it('resets the password with the code once, ends every session, and audits it', async () => {
    const student = await signedInAs(t);
    await ask(student.phone);
    const code = (await codeSentTo(t, lines, student.phone))!;
    // The code is kept only as an HMAC, and the delivered message is erased from the outbox.
    const [row] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, student.phone));
    expect(row!.codeHash).not.toContain(code);
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.subjectId, row!.id));
    expect(queued).toMatchObject({ channel: 'sms', status: 'sent', payload: {} });

    const res = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.resetDone);
    expect((await student.agent.get('/api/student/my-courses')).statusCode).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login', { phone: student.phone, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    const old = await t
      .agent()
      .post('/api/auth/login', { phone: student.phone, password: student.password });
    expect(old.statusCode).toBe(401);

    const again = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code,
      password: 'yet-another-passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.resetCodeRefused });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, student.userId));
    expect(audit.map((a) => a.action)).toContain('auth.password-reset');
  });

  it('answers one message for no code, an expired code and a wrong code', async () => {
    const reset = (phone: string, code: string) =>
      t.agent().post('/api/auth/reset-password', { phone, code, password: NEW_PASSWORD });
    const answer = (res: Awaited<ReturnType<typeof reset>>) => {
      const { requestId: _, ...body } = res.body;
      return { status: res.statusCode, body };
    };
    const stranger = await reset(uniquePhone(), '123456');
    expect(answer(stranger)).toEqual({
      status: 400,
      body: {
        success: false,
        message: PHONE_CODE_MESSAGES.resetCodeRefused,
        errors: { code: PHONE_CODE_MESSAGES.resetCodeRefused },
      },
    });
    const student = await signedInAs(t);
    expect(answer(await reset(student.phone, '123456'))).toEqual(answer(stranger));
    await ask(student.phone);
    const code = (await codeSentTo(t, lines, student.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(answer(await reset(student.phone, wrong))).toEqual(answer(stranger));
    await age(student.phone, 10 * 60);
    expect(answer(await reset(student.phone, code))).toEqual(answer(stranger));
  });

  it('voids a code after five wrong tries, saying nothing more', async () => {
    const student = await signedInAs(t);
    await ask(student.phone);
    const code = (await codeSentTo(t, lines, student.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.agent().post('/api/auth/reset-password', {
        phone: student.phone,
        code: wrong,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.resetCodeRefused });
    }
    const right = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code,
      password: NEW_PASSWORD,
    });
    expect(right.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.resetCodeRefused });
  });

  it('sends a new code only after 30 seconds, voiding the old one; a code lasts 10 minutes', async () => {
    const student = await signedInAs(t);
    await ask(student.phone);
    const first = (await codeSentTo(t, lines, student.phone))!;
    await ask(student.phone);
    expect(await codeSentTo(t, lines, student.phone)).toBe(first);
    await age(student.phone, 31);
    await ask(student.phone);
    const second = (await codeSentTo(t, lines, student.phone))!;
    const rows = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, student.phone));
    expect(rows).toHaveLength(2);
    if (first !== second) {
      const old = await t.agent().post('/api/auth/reset-password', {
        phone: student.phone,
        code: first,
        password: NEW_PASSWORD,
      });
      expect(old.body.errors?.code).toBe(PHONE_CODE_MESSAGES.resetCodeRefused);
    }
    await age(student.phone, 10 * 60);
    const late = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code: second,
      password: NEW_PASSWORD,
    });
    expect(late.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.resetCodeRefused });
  });

  it("applies registration's password rules, and refuses a reset with no code asked for", async () => {
    const student = await signedInAs(t);
    const none = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(none.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.resetCodeRefused });
    const bad = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code: '12ab',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual({
      code: PHONE_CODE_MESSAGES.codeFormat,
      password: AUTH_MESSAGES.passwordNewMin,
    });
    await ask(student.phone);
    const code = (await codeSentTo(t, lines, student.phone))!;
    const common = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code,
      password: 'password123',
    });
    expect(common.body.errors).toEqual({ password: AUTH_MESSAGES.passwordCommon });
  });

  it('stops guessing from one address and on one phone', async () => {
    const agent = t.agent();
    for (let i = 0; i < 10; i++) await ask(uniquePhone(), agent);
    const limited = await agent.post('/api/auth/forgot-password', { phone: uniquePhone() });
    expect(limited.statusCode).toBe(429);

    const student = await signedInAs(t);
    let last = 0;
    for (let i = 0; i < 16; i++) {
      if (i % 5 === 0) {
        await age(student.phone, 31);
        await ask(student.phone);
      }
      const res = await t.agent().post('/api/auth/reset-password', {
        phone: student.phone,
        code: '999999',
        password: NEW_PASSWORD,
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('without a provider that sends codes', async () => {
  const quiet = await createTestApp({ SMS_PROVIDER: 'none' });
  it('says to ask the academy, and sends nothing', async () => {
    expect((await quiet.agent().get('/api/auth/forgot-password')).body.data).toEqual({
      available: false,
    });
    const res = await quiet.agent().post('/api/auth/forgot-password', { phone: uniquePhone() });
    expect(res.statusCode).toBe(503);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.unavailable);
    expect(await quiet.database.db.select().from(phoneCodes)).toEqual([]);
  });
});
