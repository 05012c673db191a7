import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { enrolments, orders, refunds } from '../../db/schema/index.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const { t, fake, admin } = await razorpayApp();
const db = t.database.db;

/** Razorpay's servers: no browser headers, no cookies. */
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: delivery.body,
    headers: delivery.headers,
  });

async function openOrder(pricePaise = 1_200_00) {
  const student = await signedInAs(t);
  const courseId = await paidCourse(admin, pricePaise);
  const res = await student.agent.post('/api/payments/orders', { courseId });
  expect(res.statusCode).toBe(201);
  return { ...student, courseId, order: res.body.data };
}

const orderRow = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const isEnrolled = async (userId: string, courseId: string) =>
  (
    await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
  ).length === 1;

describe('the Razorpay webhook', () => {
  it('refuses a wrong signature (400) and changes nothing', async () => {
    const { userId, courseId, order } = await openOrder();
    const { payment } = fake.pay(order.razorpayOrderId);
    const forged = fake.webhook('payment.captured', { payment }, 'not-the-webhook-secret');
    const res = await deliver(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookSignature);
    const unsigned = fake.webhook('payment.captured', { payment });
    const { 'x-razorpay-signature': _dropped, ...headers } = unsigned.headers;
    expect((await deliver({ body: unsigned.body, headers })).statusCode).toBe(400);
    // The right signature over other bytes is still wrong.
    const tampered = { ...unsigned, body: unsigned.body.replace('"captured"', '"captured" ') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect(await isEnrolled(userId, courseId)).toBe(false);
  });

  it('grants a captured payment once, whatever repeats; a replay does nothing', async () => {
    const { userId, courseId, order, agent } = await openOrder();
    const { payment, checkout } = fake.pay(order.razorpayOrderId);
    const delivery = fake.webhook('payment.captured', { payment });
    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe('handled');
    const replay = await deliver(delivery);
    expect(replay.json().data.outcome).toBe('duplicate');
    // order.paid for the same payment (a new event) and the student's own verify change nothing.
    expect((await deliver(fake.webhook('order.paid', { payment }))).statusCode).toBe(200);
    expect((await agent.post('/api/payments/verify', checkout)).statusCode).toBe(200);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'paid', providerRef: payment.id });
    expect(await isEnrolled(userId, courseId)).toBe(true);
    const all = await db.select().from(orders).where(eq(orders.userId, userId));
    expect(all).toHaveLength(1);
  });

  it('grants nothing for a captured payment short of the order', async () => {
    const { userId, courseId, order } = await openOrder(1_500_00);
    const { payment } = fake.pay(order.razorpayOrderId, { amount: 100 });
    const res = await deliver(fake.webhook('payment.captured', { payment }));
    expect(res.json().data.outcome).toBe('ignored');
    expect((await orderRow(order.orderId)).status).toBe('created');
    expect(await isEnrolled(userId, courseId)).toBe(false);
  });

  it('notes a failed attempt on the open order, and a late failure never undoes a payment', async () => {
    const { order, userId, courseId } = await openOrder();
    const failed = fake.pay(order.razorpayOrderId, { status: 'failed' }).payment;
    await deliver(fake.webhook('payment.failed', { payment: failed }));
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'created',
      failureReason: 'Payment was declined by the bank',
    });
    const { payment } = fake.pay(order.razorpayOrderId);
    await deliver(fake.webhook('payment.captured', { payment }));
    await deliver(fake.webhook('payment.failed', { payment: failed }));
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', failureReason: null });
    expect(await isEnrolled(userId, courseId)).toBe(true);
  });

  it('records a refund made in the dashboard, and a full one ends access, in any order', async () => {
    const { order, userId, courseId } = await openOrder(2_000_00);
    const { payment } = fake.pay(order.razorpayOrderId);
    const refund = {
      id: 'rfnd_dashboard1',
      entity: 'refund' as const,
      payment_id: payment.id,
      amount: 200000,
      status: 'processed' as const,
      notes: {},
    };
    // The refund's event arrives before the capture's: the end is the same as in order.
    await deliver(fake.webhook('refund.processed', { refund, payment }));
    await deliver(fake.webhook('payment.captured', { payment }));
    await deliver(fake.webhook('refund.processed', { refund, payment }));
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'refunded',
      refundedPaise: 200000,
    });
    expect(await isEnrolled(userId, courseId)).toBe(false);

    // In order, on another student's order: access granted, then ended.
    const second = await openOrder(2_000_00);
    const paid = fake.pay(second.order.razorpayOrderId).payment;
    await deliver(fake.webhook('payment.captured', { payment: paid }));
    expect(await isEnrolled(second.userId, second.courseId)).toBe(true);
    const half = { ...refund, id: 'rfnd_dashboard2', payment_id: paid.id, amount: 100000 };
    await deliver(fake.webhook('refund.processed', { refund: half, payment: paid }));
    expect(await orderRow(second.order.orderId)).toMatchObject({
      status: 'paid',
      refundedPaise: 100000,
    });
    expect(await isEnrolled(second.userId, second.courseId)).toBe(true);
    const rest = { ...half, id: 'rfnd_dashboard3' };
    await deliver(fake.webhook('refund.processed', { refund: rest, payment: paid }));
    expect(await orderRow(second.order.orderId)).toMatchObject({
      status: 'refunded',
      refundedPaise: 200000,
    });
    expect(await isEnrolled(second.userId, second.courseId)).toBe(false);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerRefundId: 'rfnd_dashboard1', status: 'processed' });
  });

  it('is exempt from the same-origin check, and only that route', async () => {
    const cross = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: '{}',
      headers: cross,
    });
    expect(other.statusCode).toBe(403);
    const hook = await deliver({ body: '{}', headers: { ...cross, 'x-razorpay-signature': 'x' } });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().message).toBe(PAYMENT_MESSAGES.webhookSignature);
  });

  it('refuses a body larger than any webhook', async () => {
    const res = await deliver({
      body: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
    });
    expect(res.statusCode).toBe(413);
  });
});
