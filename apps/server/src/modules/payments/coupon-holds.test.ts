import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { enrolments, orders } from '../../db/schema/index.ts';
import type { Agent, TestResponse } from '../../../test/app.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

// Parallel checkouts really race on PostgreSQL (TEST_DATABASE_URL: a pool of connections).
const { t, fake, admin } = await razorpayApp();
const db = t.database.db;
let serial = 0;

async function coupon(values: Record<string, unknown>) {
  serial += 1;
  const res = await admin.post('/api/admin/coupons', { code: `HOLD${serial}X`, ...values });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; code: string };
}

const students = (n: number) => Promise.all(Array.from({ length: n }, () => signedInAs(t)));
const order = (agent: Agent, body: object) => agent.post('/api/payments/orders', body);
const refusals = (answers: TestResponse[]) =>
  answers.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.body.errors]);
const refused = (message: string) => [400, { couponCode: message }];

const enrolledIn = async (courseId: string) =>
  (await db.select().from(enrolments).where(eq(enrolments.courseId, courseId))).length;

/** The coupon as the admin's list shows it. */
const listed = async (id: string) =>
  ((await admin.get('/api/admin/coupons')).body.data as { id: string }[]).find((c) => c.id === id);

/** Moves the order's hold on its coupon into the past, as if half an hour had gone by. */
const lapse = (orderId: string) =>
  db
    .update(orders)
    .set({ couponHeldUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));

async function pay(agent: Agent, razorpayOrderId: string) {
  const res = await agent.post('/api/payments/verify', fake.pay(razorpayOrderId).checkout);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res;
}

describe('coupon uses are held under a lock', () => {
  it('20 parallel orders for a one-use 100% coupon enrol exactly one', async () => {
    const courseId = await paidCourse(admin, 800_00);
    const { code, id } = await coupon({ kind: 'percent', value: 100, maxUses: 1 });
    const twenty = await students(20);
    const answers = await Promise.all(
      twenty.map((s) => order(s.agent, { courseId, couponCode: code })),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ status: 'paid', provider: 'free', amount: 0 });
    expect(refusals(answers)).toEqual(Array(19).fill(refused(COUPON_MESSAGES.usedUp)));
    expect(await enrolledIn(courseId)).toBe(1);
    expect(await listed(id)).toMatchObject({ usedCount: 1, heldCount: 0 });
  });

  it('lets one of three unpaid orders hold a one-use 50% coupon; the others are told', async () => {
    const courseId = await paidCourse(admin, 1_000_00);
    const { code } = await coupon({ kind: 'percent', value: 50, maxUses: 1 });
    const three = await students(3);
    const answers = await Promise.all(
      three.map((s) => order(s.agent, { courseId, couponCode: code })),
    );
    const held = answers.findIndex((r) => r.statusCode === 201);
    expect(answers[held]!.body.data).toMatchObject({ status: 'created', amount: 50000 });
    expect(refusals(answers)).toEqual(Array(2).fill(refused(COUPON_MESSAGES.usesHeld)));
    // The others have no order at half price to pay later.
    const halfPrice = await db
      .select()
      .from(orders)
      .where(and(eq(orders.courseId, courseId), eq(orders.amountPaise, 50000)));
    expect(halfPrice).toHaveLength(1);
    const other = three[(held + 1) % 3]!.agent;
    const check = await other.post('/api/payments/coupons/check', { courseId, couponCode: code });
    expect(check.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usesHeld });
    // The holder may check out again (the same order keeps the use), and pays.
    const again = await order(three[held]!.agent, { courseId, couponCode: code });
    expect(again.body.data.orderId).toBe(answers[held]!.body.data.orderId);
    await pay(three[held]!.agent, again.body.data.razorpayOrderId);
    const late = await order(other, { courseId, couponCode: code });
    expect(late.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usedUp });
    expect(await enrolledIn(courseId)).toBe(1);
  });

  it('gives a once-per-student coupon to one of six parallel orders', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => paidCourse(admin, 600_00)));
    const free = await coupon({ kind: 'percent', value: 100, maxUsesPerStudent: 1 });
    const { agent, userId } = await signedInAs(t);
    const answers = await Promise.all(
      six.map((courseId) => order(agent, { courseId, couponCode: free.code })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(refusals(answers)).toEqual(Array(5).fill(refused(COUPON_MESSAGES.usedByYou)));
    const mine = await db.select().from(enrolments).where(eq(enrolments.userId, userId));
    expect(mine).toHaveLength(1);

    // Unpaid, the one order holds it: the student is told which order to pay or change.
    const half = await coupon({ kind: 'percent', value: 50, maxUsesPerStudent: 1 });
    const other = await signedInAs(t);
    const unpaid = await Promise.all(
      six.slice(0, 3).map((courseId) => order(other.agent, { courseId, couponCode: half.code })),
    );
    expect(unpaid.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(refusals(unpaid)).toEqual(Array(2).fill(refused(COUPON_MESSAGES.heldByYou)));
  });

  it('frees the use when the hold lapses; a payment that still comes is honoured', async () => {
    const courseId = await paidCourse(admin, 1_000_00);
    const { code, id } = await coupon({ kind: 'percent', value: 50, maxUses: 1 });
    const [first, second] = await students(2);
    const held = (await order(first!.agent, { courseId, couponCode: code })).body.data;
    const refusedNow = await order(second!.agent, { courseId, couponCode: code });
    expect(refusedNow.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usesHeld });
    // The admin sees the use held, not yet used or given.
    expect(await listed(id)).toMatchObject({ usedCount: 0, heldCount: 1, discountGivenPaise: 0 });

    await lapse(held.orderId);
    expect(await listed(id)).toMatchObject({ usedCount: 0, heldCount: 0 });
    const taken = await order(second!.agent, { courseId, couponCode: code });
    expect(taken.statusCode, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.data).toMatchObject({ status: 'created', amount: 50000 });
    // Checking out again with it now, the first student is told it is held.
    const retry = await order(first!.agent, { courseId, couponCode: code });
    expect(retry.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usesHeld });
    // Money taken for the Razorpay order made while the hold was live is not turned away.
    await pay(first!.agent, held.razorpayOrderId);
    expect(await enrolledIn(courseId)).toBe(1);
    expect(await listed(id)).toMatchObject({
      usedCount: 1,
      heldCount: 1,
      discountGivenPaise: 50000,
    });
  });

  it('lets the use go when the order is re-priced without the coupon or taken over at the desk', async () => {
    const courseId = await paidCourse(admin, 1_000_00);
    const { code } = await coupon({ kind: 'flat', value: 20000, maxUses: 1 });
    const [first, second, third] = await students(3);
    expect((await order(first!.agent, { courseId, couponCode: code })).statusCode).toBe(201);
    const plain = await order(first!.agent, { courseId });
    expect(plain.body.data).toMatchObject({ amount: 100000, discount: 0 });
    const taken = await order(second!.agent, { courseId, couponCode: code });
    expect(taken.body.data).toMatchObject({ status: 'created', amount: 80000 });
    expect((await order(third!.agent, { courseId, couponCode: code })).statusCode).toBe(400);

    // The second student pays the full price at the desk instead: the unpaid order is replaced.
    const desk = await admin.post('/api/admin/payments/offline', {
      studentId: second!.userId,
      courseId,
      amountPaise: 100000,
      method: 'cash',
    });
    expect(desk.statusCode, JSON.stringify(desk.body)).toBe(201);
    const now = await order(third!.agent, { courseId, couponCode: code });
    expect(now.body.data).toMatchObject({ status: 'created', amount: 80000 });
  });

  it('marks a zero-price order paid only while no one else holds the use', async () => {
    const cheap = await paidCourse(admin, 500_00);
    const dear = await paidCourse(admin, 1_000_00);
    const { code } = await coupon({ kind: 'flat', value: 50000, maxUses: 1 });
    const [holder, freeloader] = await students(2);
    const held = (await order(holder!.agent, { courseId: dear, couponCode: code })).body.data;
    expect(held).toMatchObject({ status: 'created', amount: 50000 });
    const free = await order(freeloader!.agent, { courseId: cheap, couponCode: code });
    expect(free.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usesHeld });
    expect(await enrolledIn(cheap)).toBe(0);

    // Once the hold lapses the free order takes the use at once; a late payment does not undo it.
    await lapse(held.orderId);
    const now = await order(freeloader!.agent, { courseId: cheap, couponCode: code });
    expect(now.body.data).toMatchObject({ status: 'paid', provider: 'free' });
    expect(await enrolledIn(cheap)).toBe(1);
    const again = await order(holder!.agent, { courseId: dear, couponCode: code });
    expect(again.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usedUp });
  });
});
