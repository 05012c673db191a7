import { desc, eq, sql } from 'drizzle-orm';
import type { MyOrder } from '@academy/contract/payments';
import type { Db } from '../../db/client.ts';
import { courses, notes, orders } from '../../db/schema/index.ts';

/** The item's kind, id and title as one order row reads them. */
export const orderItemColumns = {
  courseId: orders.courseId,
  noteId: orders.noteId,
  title: sql<string>`coalesce(${courses.title}, ${notes.title}, '')`,
};

export const toPaidItem = (row: {
  courseId: string | null;
  noteId: string | null;
  title: string;
}) =>
  row.courseId
    ? { kind: 'course' as const, id: row.courseId, title: row.title }
    : { kind: 'note' as const, id: row.noteId!, title: row.title };

/** Profile > Payments: the student's own orders, newest first (an untouched unpaid one too). */
export async function myOrders(db: Db, userId: string): Promise<MyOrder[]> {
  const rows = await db
    .select({ order: orders, ...orderItemColumns })
    .from(orders)
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .leftJoin(notes, eq(notes.id, orders.noteId))
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
