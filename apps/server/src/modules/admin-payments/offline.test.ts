import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { auditLog, notes, orders, refunds, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { paidCourse } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

// PAYMENT_PROVIDER=none: nothing is sold online, yet the desk still takes money.
const t = await createTestApp({ PAYMENT_PROVIDER: 'none' });
const db = t.database.db;
const admin = await signedInAs(t, ROLES.admin);

const record = (body: Record<string, unknown>) =>
  admin.agent.post('/api/admin/payments/offline', body);

describe('POST /api/admin/payments/offline', () => {
  it('grants the course and issues the next receipt number, with an audit entry', async () => {
    const courseId = await paidCourse(admin.agent, 2_000_00);
    const first = await signedInAs(t);
    const second = await signedInAs(t);
    expect((await first.agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(403);

    const a = await record({
      studentId: first.userId,
      courseId,
      amountPaise: 150_000,
      method: 'cash',
      reference: 'Book 4 / 17',
    });
    expect(a.statusCode, JSON.stringify(a.body)).toBe(201);
    expect(a.body.message).toBe(PAYMENT_MESSAGES.offlineRecorded);
    expect(a.body.data).toMatchObject({
      status: 'paid',
      provider: 'offline',
      method: 'cash',
      providerRef: 'Book 4 / 17',
      amountPaise: 150_000,
      discountPaise: 50_000,
      recordedBy: 'Test Admin',
      student: { id: first.userId },
      item: { kind: 'course', id: courseId },
    });
    expect((await first.agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(200);

    const b = await record({
      studentId: second.userId,
      courseId,
      amountPaise: 200_000,
      method: 'upi',
    });
    const [fy, n] = (a.body.data.receiptNo as string).split('/');
    expect(b.body.data.receiptNo).toBe(`${fy}/${String(Number(n) + 1).padStart(6, '0')}`);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.offline'), eq(auditLog.entityId, a.body.data.id)));
    expect(entry?.after).toMatchObject({
      studentId: first.userId,
      method: 'cash',
      amountPaise: 150_000,
    });
  });

  it('takes over the unpaid online order for the same item, and dates a past payment', async () => {
    const courseId = await paidCourse(admin.agent, 900_00);
    const student = await signedInAs(t);
    const [open] = await db
      .insert(orders)
      .values({ userId: student.userId, courseId, amountPaise: 90_000, provider: 'razorpay' })
      .returning();
    const res = await record({
      studentId: student.userId,
      courseId,
      amountPaise: 90_000,
      method: 'bank_transfer',
      reference: 'UTR123456',
      paidOn: '2026-04-02',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ id: open!.id, provider: 'offline', status: 'paid' });
    expect(res.body.data.receiptNo).toMatch(/^2026-27\//);
    expect(res.body.data.paidAt).toBe('2026-04-02T06:30:00.000Z');
  });

  it('sells a note at the desk', async () => {
    const [note] = await db
      .insert(notes)
      .values({ title: 'Paid note', description: 'Chapter 1', isFree: false, pricePaise: 30_000 })
      .returning();
    const student = await signedInAs(t);
    const res = await record({
      studentId: student.userId,
      noteId: note!.id,
      amountPaise: 30_000,
      method: 'upi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.item).toMatchObject({ kind: 'note', id: note!.id });
  });

  it('refuses what the student already owns', async () => {
    const courseId = await paidCourse(admin.agent, 500_00);
    const student = await signedInAs(t);
    const body = { studentId: student.userId, courseId, amountPaise: 50_000, method: 'cash' };
    expect((await record(body)).statusCode).toBe(201);
    const again = await record(body);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    const rows = await db.select().from(orders).where(eq(orders.userId, student.userId));
    expect(rows).toHaveLength(1);
  });

  it('finds only students', async () => {
    const courseId = await paidCourse(admin.agent, 500_00);
    const body = { courseId, amountPaise: 50_000, method: 'cash' };
    const gone = await signedInAs(t);
    await db.update(users).set({ status: 'deleted' }).where(eq(users.id, gone.userId));
    for (const studentId of ['00000000-0000-4000-8000-000000000000', admin.userId, gone.userId]) {
      const res = await record({ ...body, studentId });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.offlineStudent);
    }
  });

  it('checks its fields', async () => {
    const courseId = await paidCourse(admin.agent, 500_00);
    const student = await signedInAs(t);
    const res = await record({
      studentId: student.userId,
      amountPaise: 0,
      method: 'cheque',
      paidOn: '2999-01-01',
      reference: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toMatchObject({
      amountPaise: PAYMENT_MESSAGES.offlineAmount,
      method: PAYMENT_MESSAGES.offlineMethod,
    });
    expect(res.body.errors).toHaveProperty('paidOn');
    expect(res.body.errors).toHaveProperty('reference');
    const both = await record({
      studentId: student.userId,
      courseId,
      noteId: courseId,
      amountPaise: 100,
      method: 'cash',
    });
    expect(both.body.errors).toMatchObject({ courseId: PAYMENT_MESSAGES.itemRequired });
  });

  it('gives desk money back at the desk: a refund is processed at once and ends the access', async () => {
    const courseId = await paidCourse(admin.agent, 600_00);
    const student = await signedInAs(t);
    const paid = await record({
      studentId: student.userId,
      courseId,
      amountPaise: 60_000,
      method: 'cash',
    });
    const res = await admin.agent.post(`/api/admin/payments/${paid.body.data.id}/refunds`, {
      amountPaise: 60_000,
      reason: 'Changed schools',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.refunded);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundedPaise: 60_000 });
    const [row] = await db.select().from(refunds).where(eq(refunds.orderId, paid.body.data.id));
    expect(row).toMatchObject({ status: 'processed', providerRefundId: null });
    expect(row!.processedAt).not.toBeNull();
    expect((await student.agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(403);
  });

  it('is for administrators only', async () => {
    const student = await signedInAs(t);
    const res = await student.agent.post('/api/admin/payments/offline', {});
    expect(res.statusCode).toBe(403);
  });
});
