import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, enrollments, orders, type OrderRow } from '../../db/schema/index.ts';
import { sameItem, type OrderItem } from './order-items.ts';

/** Inserts the enrollment once; counts the student only when it is new. */
export async function enrollOnce(
  db: DbOrTx,
  userId: string,
  courseId: string,
  orderId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrollments)
      .values({ userId, courseId, orderId })
      .onConflictDoNothing()
      .returning({ id: enrollments.id });
    if (inserted.length)
      await tx
        .update(courses)
        .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
        .where(eq(courses.id, courseId));
    return inserted.length > 0;
  });
}

/** What a paid order buys: a course enrollment (a note opens for its paid order by itself). */
export async function grantAccess(tx: DbOrTx, order: OrderRow) {
  if (order.courseId) await enrollOnce(tx, order.userId, order.courseId, order.id);
}

/** A fully refunded order ends the access it bought; the student's progress is kept. */
export async function revokeAccess(tx: DbOrTx, order: OrderRow) {
  if (!order.courseId) return;
  const removed = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.userId, order.userId), eq(enrollments.courseId, order.courseId)))
    .returning({ id: enrollments.id });
  if (removed.length)
    await tx
      .update(courses)
      .set({ enrolledCount: sql`greatest(${courses.enrolledCount} - 1, 0)` })
      .where(eq(courses.id, order.courseId));
}

/** Whether the student has a paid (not fully refunded) order for the item. */
export async function hasPaidFor(db: DbOrTx, userId: string, item: OrderItem) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sameItem(item), eq(orders.status, 'paid')));
  return Boolean(row);
}
