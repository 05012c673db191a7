import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { parentLinks } from '../../db/schema/index.ts';
import { createBatch, person, today } from '../../../test/batches.ts';
import { paidCourse, razorpayApp } from '../../../test/payments.ts';

// Razorpay through its local fake: the parent's checkout, the parent's verify.
const { t, fake, admin } = await razorpayApp();

async function family() {
  const child = await person(t, ROLES.student, 'Aarav Sharma');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: child.userId });
  const batchId = await createBatch(admin);
  await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [child.userId] });
  const res = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
    label: 'Term 1',
    amountPaise: 600_000,
    dueDate: today(),
  });
  return { child, parent, instalmentId: res.body.data[0].id as string };
}

describe('a parent paying a child’s batch fee', () => {
  it('pays the child’s order with the parent’s own UPI, and both see it paid', async () => {
    const { child, parent, instalmentId } = await family();
    const created = await parent.agent.post('/api/payments/orders', {
      instalmentId,
      forStudentId: child.userId,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const order = created.body.data;
    // Razorpay's form is filled with the parent's name and number: they are paying.
    expect(order).toMatchObject({
      amount: 600_000,
      item: { kind: 'instalment', id: instalmentId },
      prefill: { name: 'Sunita Sharma', contact: parent.phone },
    });
    const waiting = await parent.agent.get(`/api/payments/orders/${order.orderId}`);
    expect(waiting.body.data).toMatchObject({ status: 'created' });

    const { checkout } = fake.pay(order.razorpayOrderId);
    const verified = await parent.agent.post('/api/payments/verify', checkout);
    expect(verified.statusCode, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.status).toBe('paid');

    // The order is the child's: on the child's payments, off both homes' dues.
    const mine = await child.agent.get('/api/payments/orders');
    expect(mine.body.data[0]).toMatchObject({ id: order.orderId, status: 'paid' });
    const progress = await parent.agent.get(`/api/parent/children/${child.userId}`);
    expect(progress.body.data.feesDue).toEqual([]);
    expect((await parent.agent.get(`/api/payments/orders/${order.orderId}`)).body.data.status).toBe(
      'paid',
    );
    const receipt = await parent.agent.get(`/api/payments/orders/${order.orderId}/receipt`);
    expect(receipt.statusCode).toBe(200);
  });

  it('records who paid, the parent or the student, in the admin’s list and CSV', async () => {
    const { child, parent, instalmentId } = await family();
    const paidByOf = async (orderId: string) => {
      const list = await admin.get(`/api/admin/payments?q=${child.phone.slice(-10)}`);
      return list.body.data.items.find((o: { id: string }) => o.id === orderId)?.paidBy;
    };
    // The child begins the fee's order; the parent takes it up and pays it.
    const begun = await child.agent.post('/api/payments/orders', { instalmentId });
    expect(begun.statusCode, JSON.stringify(begun.body)).toBe(201);
    const fee = await parent.agent.post('/api/payments/orders', {
      instalmentId,
      forStudentId: child.userId,
    });
    expect(fee.body.data.orderId).toBe(begun.body.data.orderId);
    const paid = await parent.agent.post(
      '/api/payments/verify',
      fake.pay(fee.body.data.razorpayOrderId).checkout,
    );
    expect(paid.statusCode).toBe(200);
    expect(await paidByOf(fee.body.data.orderId)).toEqual({ name: 'Sunita Sharma', parent: true });

    // A course the student buys themselves.
    const courseId = await paidCourse(admin);
    const own = await child.agent.post('/api/payments/orders', { courseId });
    await child.agent.post(
      '/api/payments/verify',
      fake.pay(own.body.data.razorpayOrderId).checkout,
    );
    expect(await paidByOf(own.body.data.orderId)).toEqual({ name: 'Aarav Sharma', parent: false });

    const csv = await admin.get(`/api/admin/payments/export.csv?q=${child.phone.slice(-10)}`);
    const [header, ...rows] = csv.text.trim().split('\n');
    expect(header).toContain('Phone,Paid by,Item');
    expect(rows.find((row) => row.includes('Term 1'))).toContain(',Parent: Sunita Sharma,');
    expect(rows.find((row) => row.includes('Paid course'))).not.toContain('Parent:');
  });

  it('is for a linked child’s batch fee only', async () => {
    const { child, parent, instalmentId } = await family();
    const stranger = await person(t, ROLES.parent, 'Not Related');
    const notLinked = await stranger.agent.post('/api/payments/orders', {
      instalmentId,
      forStudentId: child.userId,
    });
    expect(notLinked.statusCode).toBe(404);
    expect(notLinked.body.message).toBe(FEE_MESSAGES.notYourChild);

    const noChild = await parent.agent.post('/api/payments/orders', { instalmentId });
    expect(noChild.statusCode).toBe(400);
    expect(noChild.body.message).toBe(FEE_MESSAGES.parentPaysFeesOnly);

    const course = await parent.agent.post('/api/payments/orders', {
      courseId: crypto.randomUUID(),
      forStudentId: child.userId,
    });
    expect(course.statusCode).toBe(400);
    expect(course.body.errors).toMatchObject({ forStudentId: FEE_MESSAGES.parentPaysFeesOnly });

    // A student pays only for themselves.
    const other = await person(t, ROLES.student, 'Another Student');
    const forSomeoneElse = await other.agent.post('/api/payments/orders', {
      instalmentId,
      forStudentId: child.userId,
    });
    expect(forSomeoneElse.statusCode).toBe(403);

    // Nobody else verifies or reads the child's order.
    const created = await parent.agent.post('/api/payments/orders', {
      instalmentId,
      forStudentId: child.userId,
    });
    const { checkout } = fake.pay(created.body.data.razorpayOrderId);
    const theirs = await stranger.agent.post('/api/payments/verify', checkout);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    const peek = await stranger.agent.get(`/api/payments/orders/${created.body.data.orderId}`);
    expect(peek.statusCode).toBe(404);
  });
});
