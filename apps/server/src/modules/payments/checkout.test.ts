import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@academy/contract/courses';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { courses, enrolments, orders } from '../../db/schema/index.ts';
import { validCourse } from '../../../test/courses.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const { t, fake, admin } = await razorpayApp();
const db = t.database.db;

const enrolled = async (userId: string, courseId: string) =>
  (
    await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
  ).length;

const enrolledCount = async (courseId: string) =>
  (await db.select().from(courses).where(eq(courses.id, courseId)))[0]!.enrolledCount;

async function checkout(courseId: string) {
  const student = await signedInAs(t);
  const res = await student.agent.post('/api/payments/orders', { courseId, amount: 100 });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return { ...student, order: res.body.data };
}

describe('POST /api/payments/orders', () => {
  it("charges the server's price, whatever the client sends, with what Checkout needs", async () => {
    const courseId = await paidCourse(admin, 1_499_50);
    const { order, phone } = await checkout(courseId);
    expect(order).toMatchObject({
      status: 'created',
      provider: 'razorpay',
      amount: 149950,
      listPrice: 149950,
      discount: 0,
      currency: 'INR',
      keyId: 'rzp_test_academy',
      testMode: true,
      checkoutUrl: fake.checkoutUrl,
      item: { kind: 'course', id: courseId },
      prefill: { name: 'Test Student', contact: phone },
    });
    const remote = fake.orders.get(order.razorpayOrderId)!;
    expect(remote).toMatchObject({ amount: 149950, currency: 'INR', receipt: order.orderId });
  });

  it('keeps one unpaid order per item, re-priced when the price changed', async () => {
    const courseId = await paidCourse(admin, 500_00);
    const student = await signedInAs(t);
    const first = (await student.agent.post('/api/payments/orders', { courseId })).body.data;
    const again = (await student.agent.post('/api/payments/orders', { courseId })).body.data;
    expect(again.orderId).toBe(first.orderId);
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);

    const edit = await admin.put(
      `/api/courses/${courseId}`,
      validCourse({ isFree: false, pricePaise: 650_00 }),
    );
    expect(edit.statusCode, JSON.stringify(edit.body)).toBe(200);
    const repriced = (await student.agent.post('/api/payments/orders', { courseId })).body.data;
    expect(repriced).toMatchObject({ orderId: first.orderId, amount: 65000 });
    expect(repriced.razorpayOrderId).not.toBe(first.razorpayOrderId);
    // Paying the old Razorpay order cannot be verified against the re-priced one.
    const stale = fake.pay(first.razorpayOrderId).checkout;
    expect((await student.agent.post('/api/payments/verify', stale)).statusCode).toBe(404);
    expect(await enrolled(student.userId, courseId)).toBe(0);
  });

  it('refuses free, unknown and owned items, and guests and admins', async () => {
    const free = await admin.post('/api/courses', validCourse({ title: 'Free one' }));
    const student = await signedInAs(t);
    const res = await student.agent.post('/api/payments/orders', { courseId: free.body.data._id });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.itemFree);
    const unknown = await student.agent.post('/api/payments/orders', {
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const neither = await student.agent.post('/api/payments/orders', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.body.errors).toEqual({ courseId: PAYMENT_MESSAGES.itemRequired });
    const courseId = await paidCourse(admin);
    expect((await t.agent().post('/api/payments/orders', { courseId })).statusCode).toBe(401);
    expect((await admin.post('/api/payments/orders', { courseId })).statusCode).toBe(403);
  });

  it('says the payment service is down, and keeps the order to retry', async () => {
    const courseId = await paidCourse(admin);
    const student = await signedInAs(t);
    fake.state.down = true;
    try {
      const res = await student.agent.post('/api/payments/orders', { courseId });
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.gatewayDown);
    } finally {
      fake.state.down = false;
    }
    const retry = await student.agent.post('/api/payments/orders', { courseId });
    expect(retry.statusCode).toBe(201);
    expect(retry.body.data.razorpayOrderId).toMatch(/^order_/);
  });
});

describe('POST /api/payments/verify', () => {
  it('enrols once on a valid, captured, full payment, whatever repeats', async () => {
    const courseId = await paidCourse(admin);
    const before = await enrolledCount(courseId);
    const { agent, userId, order } = await checkout(courseId);
    const { checkout: paid } = fake.pay(order.razorpayOrderId);
    const results = await Promise.all([
      agent.post('/api/payments/verify', paid),
      agent.post('/api/payments/verify', paid),
    ]);
    for (const res of results) {
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.paid);
      expect(res.body.data).toMatchObject({ orderId: order.orderId, status: 'paid' });
    }
    expect(results[0]!.body.data.receiptNo).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect(results[1]!.body.data.receiptNo).toBe(results[0]!.body.data.receiptNo);
    expect(await enrolled(userId, courseId)).toBe(1);
    expect(await enrolledCount(courseId)).toBe(before + 1);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({
      status: 'paid',
      providerRef: paid.razorpay_payment_id,
      method: 'upi',
    });
    expect((await agent.get(`/api/student/my-courses/${courseId}`)).statusCode).toBe(200);
    // Paid: a new order for the same course is refused.
    const rebuy = await agent.post('/api/payments/orders', { courseId });
    expect(rebuy.statusCode).toBe(409);
    expect(rebuy.body.message).toBe(PAYMENT_MESSAGES.alreadyOwned);
  });

  it('captures an authorized payment for the order amount', async () => {
    const { agent, userId, order } = await checkout(await paidCourse(admin, 999_00));
    const { checkout: paid, payment } = fake.pay(order.razorpayOrderId, { status: 'authorized' });
    const res = await agent.post('/api/payments/verify', paid);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(fake.payments.get(payment.id)!.status).toBe('captured');
    expect(await enrolled(userId, order.item.id)).toBe(1);
  });

  it('grants nothing for a forged signature', async () => {
    const { agent, userId, order } = await checkout(await paidCourse(admin));
    const { checkout: paid } = fake.pay(order.razorpayOrderId);
    for (const signature of ['0'.repeat(64), paid.razorpay_signature.slice(0, 63), 'x']) {
      const res = await agent.post('/api/payments/verify', {
        ...paid,
        razorpay_signature: signature,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.signatureInvalid);
    }
    // A real payment id signed for another order does not fit this one.
    const other = fake.pay(
      (await checkout(await paidCourse(admin))).order.razorpayOrderId,
    ).checkout;
    const swapped = { ...paid, razorpay_payment_id: other.razorpay_payment_id };
    expect((await agent.post('/api/payments/verify', swapped)).statusCode).toBe(400);
    expect(await enrolled(userId, order.item.id)).toBe(0);
  });

  it("grants nothing on another student's order", async () => {
    const owner = await checkout(await paidCourse(admin));
    const { checkout: paid } = fake.pay(owner.order.razorpayOrderId);
    const thief = await signedInAs(t);
    const res = await thief.agent.post('/api/payments/verify', paid);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect(await enrolled(thief.userId, owner.order.item.id)).toBe(0);
    expect(await enrolled(owner.userId, owner.order.item.id)).toBe(0);
  });

  it('grants nothing for a short or unfinished payment', async () => {
    const { agent, userId, order } = await checkout(await paidCourse(admin, 1_000_00));
    const short = fake.pay(order.razorpayOrderId, { amount: 100 }).checkout;
    const res = await agent.post('/api/payments/verify', short);
    expect(res.statusCode).toBe(402);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.amountMismatch);
    const failed = fake.pay(order.razorpayOrderId, { status: 'failed' }).checkout;
    const no = await agent.post('/api/payments/verify', failed);
    expect(no.statusCode).toBe(402);
    expect(no.body.message).toBe(PAYMENT_MESSAGES.notPaid);
    expect(await enrolled(userId, order.item.id)).toBe(0);
    // The order stays open: the student pays in full and gets in.
    const full = fake.pay(order.razorpayOrderId).checkout;
    expect((await agent.post('/api/payments/verify', full)).statusCode).toBe(200);
    expect(await enrolled(userId, order.item.id)).toBe(1);
  });
});

describe('the instant purchase route', () => {
  it('never grants a paid course with a real provider; a free one still enrols', async () => {
    const courseId = await paidCourse(admin);
    const { agent, userId } = await signedInAs(t);
    const res = await agent.post(`/api/purchase/${courseId}`);
    expect(res.statusCode).toBe(402);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.useCheckout);
    expect(await enrolled(userId, courseId)).toBe(0);
    expect((await db.select().from(orders).where(eq(orders.userId, userId))).length).toBe(0);
    const free = await admin.post('/api/courses', validCourse({ title: 'Free revision' }));
    const enrol = await agent.post(`/api/purchase/${free.body.data._id}`);
    expect(enrol.statusCode).toBe(200);
    expect(enrol.body.message).toBe(COURSE_MESSAGES.enrolled);
  });
});

describe('the page around Checkout', () => {
  it("allows Checkout's script and frames in the CSP, and nothing else of Razorpay's", async () => {
    // The API's description is a page, with the pages' policy.
    const res = await t.agent().get('/api/docs');
    const csp = String(res.headers['content-security-policy']);
    const origin = new URL(fake.base).origin;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${origin}`));
    expect(csp).not.toContain('razorpay.com');
  });
});
