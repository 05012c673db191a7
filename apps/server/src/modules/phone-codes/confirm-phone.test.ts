import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { ROLES } from '@academy/contract/roles';
import { auditLog, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { codeSentTo } from '../../../test/phone-codes.ts';
import { signedInAs, uniquePhone, validRegistration } from '../../../test/users.ts';

const lines: string[] = [];
const t = await createTestApp({ SMS_PROVIDER: 'log' }, { logLines: lines });
const admin = (await signedInAs(t, ROLES.admin)).agent;

const setConfirm = async (on: boolean) => {
  const res = await admin.put('/api/site-config/accounts', { confirmPhoneAtSignUp: on });
  expect(res.statusCode).toBe(200);
};

describe('confirming numbers at sign-up', () => {
  it('is off by default: a new student is signed in at once', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/auth/register', validRegistration());
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user).not.toBeNull();
  });

  it('when on, the account works once the code sent to its number is entered', async () => {
    await setConfirm(true);
    try {
      const form = validRegistration();
      const agent = t.agent();
      const res = await agent.post('/api/auth/register', form);
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatchObject({
        message: PHONE_CODE_MESSAGES.confirmSent,
        data: { user: null, confirmPhone: form.phone },
      });
      expect((await agent.get('/api/student/my-courses')).statusCode).toBe(401);
      const code = (await codeSentTo(t, lines, form.phone))!;

      // Signing in before confirming says what to do (the code already sent still works).
      const early = await t
        .agent()
        .post('/api/auth/login', { phone: form.phone, password: form.password });
      expect(early.statusCode).toBe(403);
      expect(early.body.message).toBe(PHONE_CODE_MESSAGES.confirmFirst);

      const wrong = await agent.post('/api/auth/confirm-phone', {
        phone: form.phone,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.wrong(4) });
      const ok = await agent.post('/api/auth/confirm-phone', { phone: form.phone, code });
      expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.message).toBe(PHONE_CODE_MESSAGES.confirmed);
      expect((await agent.get('/api/student/my-courses')).statusCode).toBe(200);
      const login = await t
        .agent()
        .post('/api/auth/login', { phone: form.phone, password: form.password });
      expect(login.statusCode).toBe(200);

      // The admin's list says the number is confirmed.
      const list = await admin.get(`/api/user/admin?q=${encodeURIComponent(form.phone.slice(3))}`);
      expect(list.body.data.items[0]).toMatchObject({ phone: form.phone, phoneConfirmed: true });
    } finally {
      await setConfirm(false);
    }
  });

  it('lets the real owner sign up over an unconfirmed account, and resends on request', async () => {
    await setConfirm(true);
    try {
      const phone = uniquePhone();
      await t
        .agent()
        .post('/api/auth/register', validRegistration({ phone, name: 'Someone Else' }));
      const owner = t.agent();
      const again = await owner.post(
        '/api/auth/register',
        validRegistration({ phone, name: 'Real Owner' }),
      );
      expect(again.statusCode).toBe(201);
      const rows = await t.database.db.select().from(users).where(eq(users.phone, phone));
      expect(rows.map((r) => [r.name, r.status])).toEqual([['Real Owner', 'pending']]);
      const resend = await owner.post('/api/auth/confirm-phone/resend', { phone });
      expect(resend.statusCode).toBe(202);
      const code = (await codeSentTo(t, lines, phone))!;
      expect((await owner.post('/api/auth/confirm-phone', { phone, code })).statusCode).toBe(200);
      // A confirmed account is not replaced.
      const taken = await t.agent().post('/api/auth/register', validRegistration({ phone }));
      expect(taken.statusCode).toBe(409);
      expect(taken.body.message).toBe(AUTH_MESSAGES.phoneTaken);
    } finally {
      await setConfirm(false);
    }
  });

  it("gives an unconfirmed sign-up's number to the account an administrator adds or edits", async () => {
    await setConfirm(true);
    try {
      const signUp = async () => {
        const phone = uniquePhone();
        await t
          .agent()
          .post('/api/auth/register', validRegistration({ phone, name: 'Unconfirmed' }));
        return phone;
      };
      const holders = async (phone: string) =>
        (await t.database.db.select().from(users).where(eq(users.phone, phone))).map((r) => [
          r.name,
          r.role,
          r.status,
        ]);

      const forStudent = await signUp();
      const added = await admin.post(
        '/api/admin/students',
        validRegistration({ phone: forStudent, name: 'Added Student' }),
      );
      expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
      expect(await holders(forStudent)).toEqual([['Added Student', ROLES.student, 'active']]);

      const forTeacher = await signUp();
      const teacher = await admin.post('/api/admin/people', {
        role: 'teacher',
        name: 'Added Teacher',
        phone: forTeacher,
        email: '',
        password: 'Correct-Horse-9',
      });
      expect(teacher.statusCode, JSON.stringify(teacher.body)).toBe(201);
      expect(await holders(forTeacher)).toEqual([['Added Teacher', ROLES.teacher, 'active']]);

      const forEdit = await signUp();
      const edited = await admin.put(`/api/admin/students/${added.body.data.student.userId}`, {
        ...validRegistration({ phone: forEdit, name: 'Added Student' }),
        password: undefined,
      });
      expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
      expect(await holders(forEdit)).toEqual([['Added Student', ROLES.student, 'active']]);
    } finally {
      await setConfirm(false);
    }
  });
});

describe('changing the phone number', () => {
  it('needs the code sent to the new number; the change is audited', async () => {
    const student = await signedInAs(t);
    const next = uniquePhone();
    const same = await student.agent.post('/api/auth/phone', { phone: student.phone });
    expect(same.body.errors).toEqual({ phone: PHONE_CODE_MESSAGES.sameNumber });
    const other = await signedInAs(t);
    const taken = await student.agent.post('/api/auth/phone', { phone: other.phone });
    expect(taken.statusCode).toBe(409);

    const res = await student.agent.post('/api/auth/phone', { phone: next });
    expect(res.statusCode).toBe(202);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.changeSent);
    const code = (await codeSentTo(t, lines, next))!;
    // Another user cannot use the code sent for this change.
    const thief = await other.agent.post('/api/auth/phone/confirm', { phone: next, code });
    expect(thief.body.errors).toEqual({ code: PHONE_CODE_MESSAGES.noCode });
    const done = await student.agent.post('/api/auth/phone/confirm', { phone: next, code });
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.user.phone).toBe(next);
    const login = await t
      .agent()
      .post('/api/auth/login', { phone: next, password: student.password });
    expect(login.statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, student.userId));
    expect(audit.find((a) => a.action === 'auth.phone-change')).toMatchObject({
      before: { phone: student.phone },
      after: { phone: next },
    });
    expect((await t.agent().post('/api/auth/phone', { phone: uniquePhone() })).statusCode).toBe(
      401,
    );
  });
});
