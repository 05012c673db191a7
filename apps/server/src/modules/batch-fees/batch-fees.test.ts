import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract/academy-calendar';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ACCOUNTS_MESSAGES } from '@academy/contract/site-config';
import { ROLES } from '@academy/contract/roles';
import { outbox, parentLinks } from '../../db/schema/index.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { signedInAs } from '../../../test/users.ts';

// Twilio takes free text: reminders reach phones through the fake.
const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await createTestApp(sms.env('twilio'));
const db = t.database.db;
const { agent: admin } = await signedInAs(t, ROLES.admin);

async function batchWith(members: { userId: string }[], capacity = 30) {
  const id = await createBatch(admin, { capacity });
  if (members.length) {
    const res = await admin.post(`/api/admin/batches/${id}/members`, {
      studentIds: members.map((m) => m.userId),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

async function addInstalment(batchId: string, body: Record<string, unknown> = {}) {
  const res = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
    label: 'Term 1',
    amountPaise: 600_000,
    dueDate: addDays(today(), 10),
    ...body,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; label: string; paidCount: number }[];
}

/** The admin's Dues list as [instalment, student, state] rows. */
const rowsOf = (dues: { rows: { label: string; student: { name: string }; state: string }[] }) =>
  dues.rows.map((r) => [r.label, r.student.name, r.state]);

const pay = (agent: Agent, instalmentId: string, extra: Record<string, unknown> = {}) =>
  agent.post('/api/payments/orders', { instalmentId, ...extra });

describe('batch fees', () => {
  it('keeps a schedule of instalments, earliest due first, with the form’s rules', async () => {
    const batchId = await batchWith([]);
    await addInstalment(batchId, { label: 'Term 2', dueDate: addDays(today(), 40) });
    const list = await addInstalment(batchId, {
      label: 'Admission',
      dueDate: addDays(today(), -5),
    });
    expect(list.map((i) => i.label)).toEqual(['Admission', 'Term 2']);

    const bad = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
      label: ' ',
      amountPaise: 50,
      dueDate: '2026-13-40',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual({
      label: FEE_MESSAGES.labelRequired,
      amountPaise: FEE_MESSAGES.amountRange,
      dueDate: FEE_MESSAGES.dueDateInvalid,
    });
    const rupees = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
      label: 'X',
      amountPaise: 100.5,
      dueDate: today(),
    });
    expect(rupees.body.errors).toEqual({ amountPaise: FEE_MESSAGES.amountRange });

    const edited = await admin.put(`/api/admin/batches/${batchId}/instalments/${list[1]!.id}`, {
      label: 'Term 2 (revised)',
      amountPaise: 550_000,
      dueDate: addDays(today(), 45),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data[1]).toMatchObject({ label: 'Term 2 (revised)', amountPaise: 550_000 });

    // Another batch's instalment is not found under this one.
    const other = await batchWith([]);
    const moved = await admin.delete(`/api/admin/batches/${other}/instalments/${list[0]!.id}`);
    expect(moved.statusCode).toBe(404);
    expect(moved.body.message).toBe(FEE_MESSAGES.instalmentNotFound);
    const removed = await admin.delete(`/api/admin/batches/${batchId}/instalments/${list[0]!.id}`);
    expect(removed.body.data.map((i: { label: string }) => i.label)).toEqual(['Term 2 (revised)']);
  });

  it('refuses a 25th instalment', async () => {
    const batchId = await batchWith([]);
    for (let i = 0; i < 24; i++) await addInstalment(batchId, { label: `Month ${i + 1}` });
    const res = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
      label: 'One too many',
      amountPaise: 100_000,
      dueDate: today(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(FEE_MESSAGES.tooManyInstalments);
  });

  it('lets a member pay an instalment once, at its price, without a coupon', async () => {
    const student = await signedInAs(t);
    const outsider = await signedInAs(t);
    const batchId = await batchWith([student]);
    const [due] = await addInstalment(batchId, { amountPaise: 250_000 });

    const refused = await pay(outsider.agent, due!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(FEE_MESSAGES.notInBatch);
    const coupon = await pay(student.agent, due!.id, { couponCode: 'WELCOME10' });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.body.message).toBe(FEE_MESSAGES.noCouponForFees);

    const paid = await pay(student.agent, due!.id);
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      amount: 250_000,
      item: { kind: 'instalment', id: due!.id, title: 'Class 10 Science · Term 1' },
    });
    const again = await pay(student.agent, due!.id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.alreadyOwned);

    const mine = await student.agent.get('/api/payments/orders');
    expect(mine.body.data[0]).toMatchObject({
      item: { kind: 'instalment', title: 'Class 10 Science · Term 1' },
      status: 'paid',
    });
    const receipt = await student.agent.get(
      `/api/payments/orders/${paid.body.data.orderId}/receipt`,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    const list = await admin.get(`/api/admin/batches/${batchId}/instalments`);
    expect(list.body.data[0].paidCount).toBe(1);
    // Paid instalments stay, and so does their batch.
    const del = await admin.delete(`/api/admin/batches/${batchId}/instalments/${due!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.body.message).toBe(FEE_MESSAGES.instalmentHasPayments);
    const delBatch = await admin.delete(`/api/admin/batches/${batchId}`);
    expect(delBatch.statusCode).toBe(409);
    expect(delBatch.body.message).toBe(FEE_MESSAGES.batchHasPayments);
  });

  it('takes an instalment at the desk, for members only', async () => {
    const student = await signedInAs(t);
    const waiting = await signedInAs(t);
    const batchId = await batchWith([student, waiting], 1);
    const [due] = await addInstalment(batchId);
    const desk = (studentId: string) =>
      admin.post('/api/admin/payments/offline', {
        studentId,
        instalmentId: due!.id,
        amountPaise: 600_000,
        method: 'cash',
      });
    const notSeated = await desk(waiting.userId);
    expect(notSeated.statusCode).toBe(403);
    expect(notSeated.body.message).toBe(FEE_MESSAGES.notInBatch);
    const taken = await desk(student.userId);
    expect(taken.statusCode, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.data).toMatchObject({
      provider: 'offline',
      item: { kind: 'instalment', id: due!.id },
    });
    const dues = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(dues.body.data.rows).toEqual([]);

    // Handed back in full: the instalment is owed again.
    const refund = await admin.post(`/api/admin/payments/${taken.body.data.id}/refunds`, {
      amountPaise: 600_000,
      reason: 'Paid twice by mistake',
    });
    expect(refund.statusCode, JSON.stringify(refund.body)).toBe(200);
    const owed = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(owed.body.data.rows).toEqual([
      expect.objectContaining({
        instalmentId: due!.id,
        student: expect.objectContaining({ id: student.userId }),
      }),
    ]);
  });

  it('lists each member’s unpaid instalments as due or overdue, for the admin and the homes', async () => {
    const asha = await person(t, ROLES.student, 'Asha Verma');
    const ravi = await person(t, ROLES.student, 'Ravi Kumar');
    const parent = await person(t, ROLES.parent, 'Sunita Verma');
    await db.insert(parentLinks).values({ parentId: parent.userId, studentId: asha.userId });
    const batchId = await batchWith([asha, ravi]);
    // Seated since the batch began, before its admission fell due.
    await seatedSince(t, batchId, [asha.userId, ravi.userId], addDays(today(), -30));
    const [admission] = await addInstalment(batchId, {
      label: 'Admission',
      amountPaise: 200_000,
      dueDate: addDays(today(), -3),
    });
    await addInstalment(batchId, { label: 'Term 1', dueDate: addDays(today(), 20) });
    await addInstalment(batchId, { label: 'Term 2', dueDate: addDays(today(), 90) });
    expect((await pay(ravi.agent, admission!.id)).statusCode).toBe(201);

    const dues = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(rowsOf(dues.body.data)).toEqual([
      ['Admission', 'Asha Verma', 'overdue'],
      ['Term 1', 'Asha Verma', 'due'],
      ['Term 1', 'Ravi Kumar', 'due'],
      ['Term 2', 'Asha Verma', 'due'],
      ['Term 2', 'Ravi Kumar', 'due'],
    ]);
    expect(dues.body.data.overduePaise).toBe(200_000);
    expect(dues.body.data.duePaise).toBe(4 * 600_000);

    // The home shows what is overdue and what falls due within 30 days, not a term away.
    const home = await asha.agent.get('/api/student/home');
    expect(home.body.data.feesDue).toEqual([
      expect.objectContaining({ label: 'Admission', state: 'overdue', amountPaise: 200_000 }),
      expect.objectContaining({ label: 'Term 1', state: 'due', batchName: 'Class 10 Science' }),
    ]);
    const child = await parent.agent.get(`/api/parent/children/${asha.userId}`);
    expect(child.body.data.feesDue.map((f: { label: string }) => f.label)).toEqual([
      'Admission',
      'Term 1',
    ]);

    // Removing a student from the batch ends what they owe.
    await admin.delete(`/api/admin/batches/${batchId}/members/${ravi.userId}`);
    const after = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(
      after.body.data.rows.every((r: { student: { id: string } }) => r.student.id === asha.userId),
    ).toBe(true);
  });

  it('makes an instalment due before a student joined due on the day they joined', async () => {
    const old = await person(t, ROLES.student, 'Asha Verma');
    const batchId = await batchWith([old]);
    await seatedSince(t, batchId, [old.userId], addDays(today(), -30));
    await addInstalment(batchId, { label: 'Admission', dueDate: addDays(today(), -28) });
    await addInstalment(batchId, { label: 'Term 1', dueDate: addDays(today(), 10) });
    // Joins today, four weeks after the admission fell due.
    const late = await person(t, ROLES.student, 'Dev Joshi');
    await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [late.userId] });

    const home = await late.agent.get('/api/student/home');
    expect(home.body.data.feesDue).toEqual([
      expect.objectContaining({ label: 'Admission', dueDate: today(), state: 'due' }),
      expect.objectContaining({ label: 'Term 1', dueDate: addDays(today(), 10), state: 'due' }),
    ]);
    const dues = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(rowsOf(dues.body.data)).toEqual([
      ['Admission', 'Asha Verma', 'overdue'],
      ['Admission', 'Dev Joshi', 'due'],
      ['Term 1', 'Asha Verma', 'due'],
      ['Term 1', 'Dev Joshi', 'due'],
    ]);
    expect(dues.body.data.overduePaise).toBe(600_000);
  });

  it('keeps an unpaid instalment due, not overdue, for the days of grace the admin sets', async () => {
    const grace = (feeGraceDays: unknown) =>
      admin.put('/api/site-config/accounts', { confirmPhoneAtSignUp: false, feeGraceDays });
    const refused = await grace(31);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(ACCOUNTS_MESSAGES.feeGraceInvalid);
    expect((await grace(5)).statusCode).toBe(200);
    try {
      const old = await person(t, ROLES.student, 'Asha Verma');
      const batchId = await batchWith([old]);
      await seatedSince(t, batchId, [old.userId], addDays(today(), -30));
      await addInstalment(batchId, { label: 'Admission', dueDate: addDays(today(), -6) });
      await addInstalment(batchId, { label: 'Term 1', dueDate: addDays(today(), -5) });
      // Joined three days ago, when both had fallen due: they are owed from that day.
      const late = await person(t, ROLES.student, 'Dev Joshi');
      await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [late.userId] });
      await seatedSince(t, batchId, [late.userId], addDays(today(), -3));

      const dues = await admin.get(`/api/admin/batches/${batchId}/dues`);
      // Dev owes both from the same day: compared in a fixed order.
      expect(rowsOf(dues.body.data).sort()).toEqual([
        ['Admission', 'Asha Verma', 'overdue'],
        ['Admission', 'Dev Joshi', 'due'],
        ['Term 1', 'Asha Verma', 'due'],
        ['Term 1', 'Dev Joshi', 'due'],
      ]);
      const home = await late.agent.get('/api/student/home');
      expect(home.body.data.feesDue.map((f: { state: string }) => f.state)).toEqual(['due', 'due']);
    } finally {
      expect((await grace(0)).statusCode).toBe(200);
    }
  });

  it('reminds each debtor and their parents by text, at most once a day', async () => {
    const asha = await person(t, ROLES.student, 'Asha Verma');
    const ravi = await person(t, ROLES.student, 'Ravi Kumar');
    const parent = await person(t, ROLES.parent, 'Sunita Verma');
    await db.insert(parentLinks).values({ parentId: parent.userId, studentId: asha.userId });
    const batchId = await batchWith([asha, ravi]);
    const [due] = await addInstalment(batchId, { label: 'Term 1', amountPaise: 600_000 });
    expect((await pay(ravi.agent, due!.id)).statusCode).toBe(201);

    const remind = () =>
      admin.post(`/api/admin/batches/${batchId}/dues/remind`, { instalmentId: due!.id });
    const first = await remind();
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      message: FEE_MESSAGES.remindersSent,
      data: { reminded: 1, skipped: 0 },
    });
    await t.app.outbox.runOnce();
    const texts = sms.sent.filter((s) => s.text?.includes('fee reminder for Asha Verma'));
    expect(texts.map((s) => s.to).sort()).toEqual([asha.phone, parent.phone].sort());
    expect(texts[0]!.text).toContain('Class 10 Science · Term 1: ₹6,000');
    expect(sms.sent.some((s) => s.text?.includes('Ravi Kumar'))).toBe(false);
    // The numbers do not stay in the outbox once sent: only the kind the admin's month counts.
    const rows = await db.select().from(outbox).where(eq(outbox.subjectId, due!.id));
    expect(rows.map((r) => [r.status, r.payload])).toEqual([
      ['sent', { kind: 'fee' }],
      ['sent', { kind: 'fee' }],
    ]);

    const again = await remind();
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(FEE_MESSAGES.alreadyReminded);
    const dues = await admin.get(`/api/admin/batches/${batchId}/dues`);
    expect(dues.body.data.rows[0].remindedAt).not.toBeNull();

    // Nobody owes a paid instalment.
    const paidUp = await batchWith([ravi]);
    const [paidDue] = await addInstalment(paidUp);
    await pay(ravi.agent, paidDue!.id);
    const nothing = await admin.post(`/api/admin/batches/${paidUp}/dues/remind`, {
      instalmentId: paidDue!.id,
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body.message).toBe(FEE_MESSAGES.nothingToRemind);
  });

  it('records a reminder as skipped where the provider has no template for fees', async () => {
    // MSG91 set up for codes only: DLT allows no free text, so the reminder cannot go.
    const msg91 = await createTestApp(sms.env('msg91'));
    const signedAdmin = (await signedInAs(msg91, ROLES.admin)).agent;
    const student = await signedInAs(msg91);
    const batchId = await createBatch(signedAdmin);
    await signedAdmin.post(`/api/admin/batches/${batchId}/members`, {
      studentIds: [student.userId],
    });
    const due = await signedAdmin.post(`/api/admin/batches/${batchId}/instalments`, {
      label: 'Term 1',
      amountPaise: 100_000,
      dueDate: today(),
    });
    const instalmentId = due.body.data[0].id as string;
    const sent = sms.sent.length;
    const res = await signedAdmin.post(`/api/admin/batches/${batchId}/dues/remind`, {
      instalmentId,
    });
    expect(res.statusCode).toBe(200);
    await msg91.app.outbox.runOnce();
    expect(sms.sent.length).toBe(sent);
    const [row] = await msg91.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectId, instalmentId));
    expect(row).toMatchObject({
      status: 'skipped',
      payload: {},
      lastError: 'MSG91 has no template for fee messages',
    });
  });

  it('keeps fees to admins', async () => {
    const student = await signedInAs(t);
    const teacher = await person(t, ROLES.teacher, 'Teacher');
    const batchId = await batchWith([student]);
    for (const agent of [student.agent, teacher.agent]) {
      expect((await agent.get(`/api/admin/batches/${batchId}/dues`)).statusCode).toBe(403);
      const add = await agent.post(`/api/admin/batches/${batchId}/instalments`, {
        label: 'X',
        amountPaise: 100_00,
        dueDate: today(),
      });
      expect(add.statusCode).toBe(403);
    }
    expect((await t.agent().get(`/api/admin/batches/${batchId}/dues`)).statusCode).toBe(401);
    const missing = await admin.get(`/api/admin/batches/${crypto.randomUUID()}/dues`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(BATCH_MESSAGES.notFound);
  });
});
