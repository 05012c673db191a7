import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract/academy-calendar';
import { ADMISSION_MESSAGES as M } from '@academy/contract/admissions';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { createBatch, today } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';
import { auditLog, batchMembers, leads, users } from '../../db/schema/index.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await createTestApp(sms.env('twilio'));
const { agent: admin } = await signedInAs(t, ROLES.admin);

async function newLead(phone = uniquePhone(), name = 'Ishaan Mehta') {
  const res = await admin.post('/api/admissions/leads', { name, phone, source: 'walk-in' });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as string, phone };
}

async function batchWithFee(capacity = 30) {
  const batchId = await createBatch(admin, { capacity });
  for (const [label, days] of [
    ['Term 2', 40],
    ['Admission', 0],
  ] as const) {
    const res = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
      label,
      amountPaise: label === 'Admission' ? 500_000 : 900_000,
      dueDate: addDays(today(), days),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  }
  return batchId;
}

const admit = (id: string, batchId: string, extra: Record<string, unknown> = {}) =>
  admin.post(`/api/admissions/leads/${id}/admit`, { batchId, class: '10', ...extra });

const accountsOf = (phone: string) =>
  t.database.db.select().from(users).where(eq(users.phone, phone));

async function leadRow(id: string) {
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe('admitting a lead', () => {
  it('makes the student, seats them, links the lead, texts the welcome and readies the admission fee', async () => {
    const { id, phone } = await newLead();
    const batchId = await batchWithFee();
    const res = await admit(id, batchId);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.admitted);
    const { studentId, admissionFee } = res.body.data;
    expect(admissionFee).toMatchObject({ label: 'Admission', amountPaise: 500_000 });

    const [student] = await accountsOf(phone);
    expect(student).toMatchObject({ id: studentId, name: 'Ishaan Mehta', role: ROLES.student });
    const seats = await t.database.db
      .select()
      .from(batchMembers)
      .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.studentId, studentId)));
    expect(seats).toMatchObject([{ status: 'member' }]);
    expect(await leadRow(id)).toMatchObject({ stage: 'admitted', studentId });
    await t.app.outbox.runOnce();
    const welcome = sms.sent.filter((m) => m.to === phone).map((m) => m.text);
    expect(welcome).toEqual([expect.stringContaining('/forgot-password')]);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action)).toContain('lead.admit');

    // The admission fee taken at the desk, through the payments' own flow.
    const desk = await admin.post('/api/admin/payments/offline', {
      studentId,
      instalmentId: admissionFee.instalmentId,
      amountPaise: admissionFee.amountPaise,
      method: 'cash',
    });
    expect(desk.statusCode, JSON.stringify(desk.body)).toBe(201);
    const detail = await admin.get(`/api/admissions/leads/${id}`);
    expect(detail.body.data.student).toEqual({ id: studentId, name: 'Ishaan Mehta' });
  });

  it('makes nothing when the batch has no seat: no account, the lead as it was', async () => {
    const batchId = await batchWithFee(1);
    const first = await newLead();
    expect((await admit(first.id, batchId)).statusCode).toBe(200);
    const { id, phone } = await newLead();
    const res = await admit(id, batchId);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.batchFull);
    expect(await accountsOf(phone)).toEqual([]);
    expect(await leadRow(id)).toMatchObject({ stage: 'new', studentId: null });
  });

  it('makes nothing when an account holds the number already', async () => {
    const { phone } = await signedInAs(t, ROLES.student);
    const { id } = await newLead(phone);
    const res = await admit(id, await batchWithFee());
    expect(res.statusCode).toBe(409);
    expect(await leadRow(id)).toMatchObject({ stage: 'new', studentId: null });
  });

  it('admits a lead once when two admit it at once', async () => {
    const { id, phone } = await newLead();
    const batchId = await batchWithFee();
    const codes = await Promise.all([admit(id, batchId), admit(id, batchId)]).then((all) =>
      all.map((r) => r.statusCode).sort(),
    );
    expect(codes).toEqual([200, 409]);
    expect(await accountsOf(phone)).toHaveLength(1);
  });

  it('refuses a lost lead, and asks for a stream in class 11', async () => {
    const lost = await newLead();
    await admin.post(`/api/admissions/leads/${lost.id}/stage`, {
      stage: 'lost',
      reason: 'Too far',
    });
    const batchId = await batchWithFee();
    const refused = await admit(lost.id, batchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(M.notAdmittable);
    const { id } = await newLead();
    const noStream = await admit(id, batchId, { class: '11' });
    expect(noStream.statusCode).toBe(400);
    expect(noStream.body.errors?.stream).toBe(AUTH_MESSAGES.streamRequired);
  });

  it('is for admins alone: a counsellor works the lead, an admin admits it', async () => {
    const { id } = await newLead();
    const counsellor = await signedInAs(t, ROLES.teacher);
    const named = await admin.put('/api/admissions/counsellors', {
      userIds: [counsellor.userId],
    });
    expect(named.statusCode).toBe(200);
    const res = await counsellor.agent.post(`/api/admissions/leads/${id}/admit`, {});
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
  });
});
