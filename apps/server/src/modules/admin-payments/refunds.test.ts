import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { auditLog, orders, refunds } from '../../db/schema/index.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const { t, fake, admin } = await razorpayApp();
const db = t.database.db;

/** A student who paid for a course through (the fake) Razorpay Checkout. */
async function paidThroughRazorpay(pricePaise = 1_000_00) {
  const student = await signedInAs(t);
  const courseId = await paidCourse(admin, pricePaise);
  const order = (await student.agent.post('/api/payments/orders', { courseId })).body.data;
  const { payment, checkout } = fake.pay(order.razorpayOrderId);
  const verified = await student.agent.post('/api/payments/verify', checkout);
  expect(verified.statusCode, JSON.stringify(verified.body)).toBe(200);
  return { ...student, courseId, orderId: order.orderId as string, payment };
}

const refund = (orderId: string, amountPaise: number, reason = 'Left the batch') =>
  admin.post(`/api/admin/payments/${orderId}/refunds`, { amountPaise, reason });
const refundRows = (orderId: string) =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId));
const orderRow = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /api/admin/payments/:id/refunds', () => {
  it('refunds in full through Razorpay and ends the access, with an audit entry', async () => {
    const { agent, courseId, orderId, payment } = await paidThroughRazorpay(1_000_00);
    expect((await agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(200);

    const res = await refund(orderId, 100_000, 'Course cancelled');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.refunded);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundedPaise: 100_000 });

    const remote = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({
      amount: 100_000,
      notes: { reason: 'Course cancelled', orderId },
    });
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'processed', providerRefundId: remote[0]!.id });
    expect((await agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(403);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(entry).toMatchObject({
      action: 'payment.refund',
      before: { status: 'paid', refundedPaise: 0 },
      after: { status: 'refunded', refundedPaise: 100_000 },
    });
  });

  it('keeps the access after a partial refund, and refuses more than is left', async () => {
    const { agent, courseId, orderId } = await paidThroughRazorpay(1_000_00);
    const part = await refund(orderId, 40_000);
    expect(part.statusCode).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'paid', refundedPaise: 40_000 });
    expect((await agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(200);

    const over = await refund(orderId, 60_001);
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toBe(PAYMENT_MESSAGES.refundTooMuch);
    expect(over.body.errors).toEqual({ amountPaise: PAYMENT_MESSAGES.refundTooMuch });
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('refunds only a paid order', async () => {
    const student = await signedInAs(t);
    const courseId = await paidCourse(admin, 500_00);
    const order = (await student.agent.post('/api/payments/orders', { courseId })).body.data;
    const res = await refund(order.orderId, 100);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.refundNotPaid);
    const unknown = await refund('00000000-0000-4000-8000-000000000000', 100);
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the amount and the reason', async () => {
    const { orderId } = await paidThroughRazorpay(500_00);
    const res = await admin.post(`/api/admin/payments/${orderId}/refunds`, {
      amountPaise: 99,
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toMatchObject({
      amountPaise: PAYMENT_MESSAGES.refundAmount,
      reason: PAYMENT_MESSAGES.refundReason,
    });
    const fractional = await refund(orderId, 150.5);
    expect(fractional.body.errors).toMatchObject({ amountPaise: PAYMENT_MESSAGES.refundAmount });
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const { orderId, payment } = await paidThroughRazorpay(800_00);
    // A double click: each asks for more than half of what was paid.
    const results = await Promise.all([refund(orderId, 50_000), refund(orderId, 50_000)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const remote = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(remote).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedPaise: 50_000 });
  });

  it('answers 503 when Razorpay is down and records nothing as processed', async () => {
    const { agent, courseId, orderId } = await paidThroughRazorpay(700_00);
    fake.state.down = true;
    try {
      const res = await refund(orderId, 70_000);
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.gatewayDown);
    } finally {
      fake.state.down = false;
    }
    const rows = await refundRows(orderId);
    expect(rows.every((r) => r.status === 'failed')).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect((await agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(200);
    // The failed attempt holds nothing back: the refund goes through once Razorpay is back.
    expect((await refund(orderId, 70_000)).statusCode).toBe(200);
  });

  it("meets Razorpay's refund.processed webhook without counting the refund twice", async () => {
    const { orderId, payment } = await paidThroughRazorpay(900_00);
    expect((await refund(orderId, 30_000)).statusCode).toBe(200);
    const remote = [...fake.refunds.values()].find((r) => r.payment_id === payment.id)!;
    const delivery = fake.webhook('refund.processed', { refund: remote, payment });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: delivery.body,
      headers: delivery.headers,
    });
    expect(res.json().data.outcome).toBe('handled');
    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'Left the batch', status: 'processed' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedPaise: 30_000 });
  });
});
