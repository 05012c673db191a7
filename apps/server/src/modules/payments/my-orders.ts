import { desc, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type MyOrder } from '@academy/contract/payments';
import { isAdmin } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { creditNoteColumns, orderItemColumns, toPaidItem } from './order-items.ts';

const selectOrders = (db: Db) =>
  db.select({ order: orders, ...orderItemColumns, ...creditNoteColumns }).from(orders);

/** Profile > Payments: the student's own orders, newest first (an untouched unpaid one too). */
export async function myOrders(db: Db, userId: string): Promise<MyOrder[]> {
  const rows = await selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map(toMyOrder);
}

/**
 * GET /api/payments/orders/:id: one order, for its student or a parent following them (the
 * checkout asks after a payment the bank has not confirmed yet). Anyone else: not found.
 */
export async function orderFor(db: Db, { user: viewer }: Viewer, id: string): Promise<MyOrder> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  if (!row || isAdmin(viewer.role) || !(await canFollowStudent(db, viewer, row.order.userId)))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  return toMyOrder(row);
}

function toMyOrder({
  order,
  hasCreditNote,
  ...item
}: Awaited<ReturnType<ReturnType<typeof selectOrders>['where']>>[number]): MyOrder {
  return {
    id: order.id,
    item: toPaidItem(item),
    amountPaise: order.amountPaise,
    discountPaise: order.discountPaise,
    refundedPaise: order.refundedPaise,
    status: order.status,
    method: order.method,
    receiptNo: order.receiptNo,
    hasCreditNote,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
