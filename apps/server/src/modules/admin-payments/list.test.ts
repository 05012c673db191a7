import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academyInstant } from '@academy/contract/academy-calendar';
import type { AdminOrder } from '@academy/contract/admin-payments';
import { ROLES } from '@academy/contract/roles';
import { orders, refunds, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { paidCourse } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { monthTotals } from './list.ts';

const t = await createTestApp({ PAYMENT_PROVIDER: 'dev' });
const db = t.database.db;
const admin = await signedInAs(t, ROLES.admin);
const courseId = await paidCourse(admin.agent, 1_000_00);

/** A student, renamed so each test can find its own rows. */
async function student(name: string) {
  const s = await signedInAs(t);
  await db.update(users).set({ name }).where(eq(users.id, s.userId));
  return s;
}

async function order(userId: string, values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({ userId, courseId, amountPaise: 100_000, provider: 'razorpay', ...values })
    .returning();
  return row!;
}

async function list(query: string) {
  const res = await admin.agent.get(`/api/admin/payments?${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: AdminOrder[]; total: number };
}

describe('GET /api/admin/payments', () => {
  it('finds orders by name, phone, payment id, receipt number and Razorpay order id', async () => {
    const tag = `Zeta${Date.now()}`;
    const s = await student(`${tag} Sharma`);
    const paid = await order(s.userId, {
      status: 'paid',
      providerRef: `pay_${tag}`,
      providerOrderId: `order_${tag}`,
      receiptNo: `2099-00/${tag}`,
      paidAt: new Date(),
    });
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((o) => o.id);
    expect(await ids(tag.toLowerCase())).toEqual([paid.id]);
    expect(await ids(s.phone.slice(3))).toEqual([paid.id]);
    expect(await ids(`pay_${tag}`)).toEqual([paid.id]);
    expect(await ids(`pay_${tag.slice(0, 8)}`)).toContain(paid.id);
    expect(await ids(`2099-00/${tag}`)).toEqual([paid.id]);
    expect(await ids(`order_${tag}`)).toEqual([paid.id]);
    expect(await ids(`${tag}%`)).toEqual([]);
    const [row] = (await list(`q=pay_${tag}`)).items;
    expect(row).toMatchObject({
      status: 'paid',
      student: { id: s.userId, name: `${tag} Sharma`, phone: s.phone },
      item: { kind: 'course', id: courseId },
      amountPaise: 100_000,
    });
  });

  it('filters by status and by date in India, newest first, paged', async () => {
    const tag = `Eta${Date.now()}`;
    const s = await student(`${tag} Rao`);
    const other = await student(`${tag} Iyer`);
    // 1 April 2026 00:30 in India is still 31 March in UTC.
    const early = await order(s.userId, {
      status: 'paid',
      paidAt: new Date('2026-03-31T19:00:00Z'),
    });
    const failed = await order(other.userId, {
      status: 'failed',
      createdAt: academyInstant('2026-04-03T10:00'),
    });
    const all = await list(`q=${tag}`);
    expect(all.items.map((o) => o.id)).toEqual([failed.id, early.id]);
    expect((await list(`q=${tag}&status=failed`)).items.map((o) => o.id)).toEqual([failed.id]);
    expect((await list(`q=${tag}&from=2026-04-01&to=2026-04-01`)).items.map((o) => o.id)).toEqual([
      early.id,
    ]);
    expect((await list(`q=${tag}&to=2026-03-31`)).total).toBe(0);
    const page2 = await list(`q=${tag}&pageSize=1&page=2`);
    expect(page2).toMatchObject({ total: 2, items: [{ id: early.id }] });
  });

  it('refuses bad filters', async () => {
    for (const query of [
      'status=lost',
      'from=01-04-2026',
      'pageSize=101',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await admin.agent.get(`/api/admin/payments?${query}`);
      expect(res.statusCode).toBe(400);
    }
  });

  it('totals the month in India: money paid in it minus refunds processed in it', async () => {
    const now = academyInstant('2031-07-15T12:00');
    const s = await student('Month Totals');
    const other = await student('Month Totals Two');
    // Paid in July, ₹400 of it refunded in July.
    const july = await order(s.userId, {
      status: 'paid',
      paidAt: academyInstant('2031-07-01T00:10'),
      refundedPaise: 40_000,
    });
    await db.insert(refunds).values({
      orderId: july.id,
      amountPaise: 40_000,
      reason: 'Partial',
      status: 'processed',
      processedAt: academyInstant('2031-07-02T10:00'),
    });
    // Paid in June (just before July in India), refunded in full in July.
    const june = await order(other.userId, {
      status: 'refunded',
      amountPaise: 50_000,
      refundedPaise: 50_000,
      paidAt: academyInstant('2031-06-30T23:50'),
    });
    await db.insert(refunds).values([
      {
        orderId: june.id,
        amountPaise: 50_000,
        reason: 'Full',
        status: 'processed',
        processedAt: academyInstant('2031-07-03T10:00'),
      },
      { orderId: june.id, amountPaise: 100, reason: 'Never went', status: 'failed' },
    ]);
    expect(await monthTotals(db, now)).toEqual({
      month: '2031-07',
      collectedPaise: 100_000,
      refundedPaise: 90_000,
      netPaise: 10_000,
    });
    expect((await monthTotals(db, new Date('2031-06-30T20:00:00Z'))).month).toBe('2031-07');
    const res = await list('');
    expect(res).toHaveProperty('month.netPaise');
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('exports the filtered orders for the accountant, neutralising formulas', async () => {
    const tag = `Csv${Date.now()}`;
    const s = await student(`=HYPERLINK ${tag}`);
    await order(s.userId, {
      status: 'paid',
      amountPaise: 80_000,
      discountPaise: 20_000,
      refundedPaise: 10_000,
      providerRef: 'pay_csv',
      method: 'upi',
      receiptNo: `2026-27/${tag}`,
      paidAt: academyInstant('2026-04-01T00:30'),
    });
    const res = await admin.agent.get(`/api/admin/payments/export.csv?q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="payments.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Receipt no,Paid on (IST),Student,Phone,Paid by,Item,List price,Discount,Amount,Refunded,Net,Status,Method,Payment id,Provider',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^2026-27/${tag},2026-04-01,'=HYPERLINK ${tag},'\\${s.phone},,.+,1000\\.00,200\\.00,800\\.00,100\\.00,700\\.00,paid,upi,pay_csv,razorpay$`,
      ),
    );
  });
});
