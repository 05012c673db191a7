import { desc, eq } from 'drizzle-orm';
import type { MyOrder } from '@academy/contract/payments';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { orderItemColumns, toPaidItem } from './order-items.ts';

/** Profile > Payments: the student's own orders, newest first (an untouched unpaid one too). */
export async function myOrders(db: Db, userId: string): Promise<MyOrder[]> {
  const rows = await db
    .select({ order: orders, ...orderItemColumns })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map(({ order, ...item }) => ({
    id: order.id,
    item: toPaidItem(item),
    amountPaise: order.amountPaise,
    discountPaise: order.discountPaise,
    refundedPaise: order.refundedPaise,
    status: order.status,
    method: order.method,
    receiptNo: order.receiptNo,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }));
}
