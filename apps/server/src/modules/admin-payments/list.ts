import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminPaymentsPage,
  AdminPaymentsQuery,
  MonthTotals,
} from '@academy/contract/admin-payments';
import { academyDateOf, academyMidnight, academyMonth } from '@academy/contract/academy-calendar';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, refunds, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
import { creditNoteColumns, orderItemColumns, toPaidItem } from '../payments/order-items.ts';

export type OrderFilter = Omit<Required<AdminPaymentsQuery>, 'page' | 'pageSize' | 'from' | 'to'> &
  Pick<AdminPaymentsQuery, 'from' | 'to'>;

const DAY_MS = 86_400_000;
/** An order's date on this page: when it was paid, else when it was made. */
const orderDate = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
const recorder = alias(users, 'recorder');
const payer = alias(users, 'payer');

/**
 * The search box: a student's name (anywhere in it), their phone's digits, or the start of a
 * payment id, receipt number or Razorpay order id (admins paste these whole or in part).
 */
function searchFor(q: string): SQL | undefined {
  if (!q) return undefined;
  const prefix = `${escapeLike(q)}%`;
  const digits = q.replace(/[\s+()-]/g, '');
  return or(
    ilike(users.name, `%${escapeLike(q)}%`),
    /^\d{4,15}$/.test(digits) ? like(users.phone, `%${digits}%`) : undefined,
    like(orders.providerRef, prefix),
    like(orders.receiptNo, prefix),
    like(orders.providerOrderId, prefix),
  );
}

export function whereOrders(filter: OrderFilter): SQL | undefined {
  return and(
    searchFor(filter.q),
    filter.status === 'all' ? undefined : eq(orders.status, filter.status),
    filter.from
      ? sql`${orderDate} >= ${academyMidnight(filter.from).toISOString()}::timestamptz`
      : undefined,
    filter.to
      ? sql`${orderDate} < ${new Date(academyMidnight(filter.to).getTime() + DAY_MS).toISOString()}::timestamptz`
      : undefined,
  );
}

function selectOrders(db: DbOrTx) {
  return db
    .select({
      order: orders,
      ...orderItemColumns,
      ...creditNoteColumns,
      studentName: users.name,
      studentPhone: users.phone,
      recordedBy: recorder.name,
      payerName: payer.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(recorder, eq(recorder.id, orders.recordedBy))
    .leftJoin(payer, eq(payer.id, orders.paidBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrders>['where']>>[number];

function toAdminOrder({
  order,
  studentName,
  studentPhone,
  recordedBy,
  hasCreditNote,
  payerName,
  ...item
}: Row): AdminOrder {
  return {
    id: order.id,
    status: order.status,
    student: { id: order.userId, name: studentName, phone: studentPhone },
    item: toPaidItem(item),
    amountPaise: order.amountPaise,
    discountPaise: order.discountPaise,
    refundedPaise: order.refundedPaise,
    currency: order.currency,
    provider: order.provider,
    providerOrderId: order.providerOrderId,
    providerRef: order.providerRef,
    method: order.method,
    receiptNo: order.receiptNo,
    hasCreditNote,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paidBy:
      order.paidBy && payerName !== null
        ? { name: payerName, parent: order.paidBy !== order.userId }
        : null,
    recordedBy,
  };
}

const newestFirst = [desc(orderDate), desc(orders.id)];

export async function adminOrder(db: DbOrTx, id: string): Promise<AdminOrder> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return toAdminOrder(row!);
}

export async function listOrders(
  db: Db,
  filter: OrderFilter & { page: number; pageSize: number },
  now = new Date(),
): Promise<AdminPaymentsPage> {
  const where = whereOrders(filter);
  const [rows, [counted], month] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    monthTotals(db, now),
  ]);
  return {
    items: rows.map(toAdminOrder),
    page: filter.page,
    pageSize: filter.pageSize,
    total: Number(counted?.n ?? 0),
    month,
  };
}

/** The CSV's bound: an academy's orders, not a bank's. */
export const EXPORT_LIMIT = 50_000;

export async function allOrders(db: Db, filter: OrderFilter): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .where(whereOrders(filter))
    .orderBy(...newestFirst)
    .limit(EXPORT_LIMIT);
  return rows.map(toAdminOrder);
}

/** Money in minus money back over [start, end): the Payments page's month and the dashboard. */
export async function collectedAndRefunded(db: DbOrTx, start: Date, end: Date) {
  const [[collected], [refunded]] = await Promise.all([
    db
      .select({ sum: sql<string>`coalesce(sum(${orders.amountPaise}), 0)::bigint` })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['paid', 'refunded']),
          gte(orders.paidAt, start),
          lt(orders.paidAt, end),
        ),
      ),
    db
      .select({ sum: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'processed'),
          gte(refunds.processedAt, start),
          lt(refunds.processedAt, end),
        ),
      ),
  ]);
  return { collectedPaise: Number(collected?.sum ?? 0), refundedPaise: Number(refunded?.sum ?? 0) };
}

/** The calendar month in India that `now` falls in (see MonthTotals). */
export async function monthTotals(db: DbOrTx, now: Date): Promise<MonthTotals> {
  const month = academyDateOf(now).slice(0, 7);
  const totals = await collectedAndRefunded(db, ...academyMonth(month));
  return { month, ...totals, netPaise: totals.collectedPaise - totals.refundedPaise };
}
