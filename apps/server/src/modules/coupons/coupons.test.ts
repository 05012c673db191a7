import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academyInstant } from '@academy/contract/academy-calendar';
import { COUPON_EDIT_MESSAGES } from '@academy/contract/coupons';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { auditLog, enrolments, orders } from '../../db/schema/index.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const { t, fake, admin } = await razorpayApp();
const db = t.database.db;
let serial = 0;

async function coupon(overrides: Record<string, unknown>) {
  serial += 1;
  const res = await admin.post('/api/admin/coupons', {
    code: `save${serial}x`,
    kind: 'percent',
    value: 10,
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; code: string };
}

const order = (agent: Awaited<ReturnType<typeof signedInAs>>['agent'], body: object) =>
  agent.post('/api/payments/orders', body);

describe('coupons at checkout', () => {
  it('takes a percentage off (rounding the discount down), in the Razorpay order too', async () => {
    const courseId = await paidCourse(admin, 1_499_00);
    const { code } = await coupon({ value: 33 });
    const { agent } = await signedInAs(t);
    const check = await agent.post('/api/payments/coupons/check', {
      courseId,
      couponCode: code.toLowerCase(),
    });
    expect(check.body.data).toEqual({ code, listPrice: 149900, discount: 49467, amount: 100433 });
    const res = await order(agent, { courseId, couponCode: code.toLowerCase() });
    expect(res.body.data).toMatchObject({ amount: 100433, discount: 49467, couponCode: code });
    expect(fake.orders.get(res.body.data.razorpayOrderId)!.amount).toBe(100433);
    // Without the coupon the same order is re-priced, with a new Razorpay order.
    const plain = await order(agent, { courseId });
    expect(plain.body.data).toMatchObject({
      orderId: res.body.data.orderId,
      amount: 149900,
      discount: 0,
    });
    expect(plain.body.data.razorpayOrderId).not.toBe(res.body.data.razorpayOrderId);
  });

  it('a coupon that makes the price zero enrols without Razorpay', async () => {
    const courseId = await paidCourse(admin, 500_00);
    const { code } = await coupon({ kind: 'flat', value: 100000 });
    const { agent, userId } = await signedInAs(t);
    const before = fake.orders.size;
    const res = await order(agent, { courseId, couponCode: code });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'paid',
      provider: 'free',
      amount: 0,
      discount: 50000,
    });
    expect(fake.orders.size).toBe(before);
    const [row] = await db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(row).toMatchObject({ status: 'paid', discountPaise: 50000, method: 'coupon' });
    expect(row!.receiptNo).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect(await db.select().from(enrolments).where(eq(enrolments.userId, userId))).toHaveLength(1);
  });

  it('charges at least ₹1 when a discount leaves a few paise', async () => {
    const courseId = await paidCourse(admin, 100_00);
    const { code } = await coupon({ kind: 'flat', value: 9950 });
    const { agent } = await signedInAs(t);
    const res = await order(agent, { courseId, couponCode: code });
    expect(res.body.data).toMatchObject({ amount: 100, discount: 9900 });
  });

  it('refuses expired, not-yet, unknown, inactive and other items’ coupons, each saying why', async () => {
    const courseId = await paidCourse(admin);
    const other = await paidCourse(admin);
    const day = 86_400_000;
    const cases: [Record<string, unknown> | string, string][] = [
      [{ validTo: new Date(Date.now() - day).toISOString() }, COUPON_MESSAGES.expired],
      [{ validFrom: new Date(Date.now() + day).toISOString() }, COUPON_MESSAGES.notYet],
      [{ active: false }, COUPON_MESSAGES.invalid],
      [{ courseIds: [other] }, COUPON_MESSAGES.notForItem],
      ['NO-SUCH-CODE', COUPON_MESSAGES.invalid],
    ];
    const { agent } = await signedInAs(t);
    for (const [overrides, message] of cases) {
      const code = typeof overrides === 'string' ? overrides : (await coupon(overrides)).code;
      const res = await order(agent, { courseId, couponCode: code });
      expect(res.statusCode).toBe(400);
      expect(res.body.errors).toEqual({ couponCode: message });
    }
  });

  it('counts paid orders and unpaid orders’ holds against the overall and per-student limits', async () => {
    const courseA = await paidCourse(admin);
    const courseB = await paidCourse(admin);
    const { code } = await coupon({
      kind: 'flat',
      value: 1_000_000,
      maxUses: 2,
      maxUsesPerStudent: 1,
    });
    const first = await signedInAs(t);
    // An unpaid order holds its use (a small flat coupon leaves something to pay).
    const { code: small } = await coupon({ kind: 'flat', value: 100, maxUses: 1 });
    await order(first.agent, { courseId: courseA, couponCode: small });
    const held = await (
      await signedInAs(t)
    ).agent.post('/api/payments/coupons/check', {
      courseId: courseA,
      couponCode: small,
    });
    expect(held.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usesHeld });

    expect(
      (await order(first.agent, { courseId: courseB, couponCode: code })).body.data.status,
    ).toBe('paid');
    const again = await order(first.agent, { courseId: courseA, couponCode: code });
    expect(again.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usedByYou });
    const second = await signedInAs(t);
    expect((await order(second.agent, { courseId: courseA, couponCode: code })).statusCode).toBe(
      201,
    );
    const third = await signedInAs(t);
    const usedUp = await order(third.agent, { courseId: courseA, couponCode: code });
    expect(usedUp.body.errors).toEqual({ couponCode: COUPON_MESSAGES.usedUp });
  });
});

describe('the admin’s coupons', () => {
  it('validates, refuses a taken code, lists uses, and deletes only unused ones; all audited', async () => {
    const bad = await admin.post('/api/admin/coupons', {
      code: 'a b',
      kind: 'percent',
      value: 120,
      validFrom: academyInstant('2026-12-10T00:00').toISOString(),
      validTo: academyInstant('2026-12-01T00:00').toISOString(),
      maxUses: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toMatchObject({
      code: COUPON_MESSAGES.codeFormat,
      value: COUPON_MESSAGES.percentRange,
      validTo: COUPON_MESSAGES.datesOrder,
      maxUses: COUPON_MESSAGES.limitPositive,
    });
    const unknownItem = await admin.post('/api/admin/coupons', {
      code: 'GHOST',
      kind: 'flat',
      value: 5000,
      courseIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownItem.body.errors).toEqual({ courseIds: COUPON_EDIT_MESSAGES.unknownItem });

    const made = await coupon({ code: 'DIWALI26' });
    const taken = await admin.post('/api/admin/coupons', {
      code: 'diwali26',
      kind: 'percent',
      value: 5,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.errors).toEqual({ code: COUPON_MESSAGES.codeTaken });

    const courseId = await paidCourse(admin, 1_000_00);
    const free = await coupon({ kind: 'percent', value: 100 });
    const { agent } = await signedInAs(t);
    await order(agent, { courseId, couponCode: free.code });
    const list = (await admin.get('/api/admin/coupons')).body.data as {
      id: string;
      usedCount: number;
      discountGivenPaise: number;
    }[];
    expect(list.find((c) => c.id === free.id)).toMatchObject({
      usedCount: 1,
      discountGivenPaise: 100000,
    });

    const refused = await admin.delete(`/api/admin/coupons/${free.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(COUPON_EDIT_MESSAGES.usedCannotDelete);
    const off = await admin.put(`/api/admin/coupons/${free.id}`, {
      code: free.code,
      kind: 'percent',
      value: 100,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/coupons/${made.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/coupons/${made.id}`)).statusCode).toBe(404);
    const actions = (await db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['coupon.create', 'coupon.update', 'coupon.delete']),
    );
  });
});
