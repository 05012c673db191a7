import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { PaymentProvider } from './payments.ts';

/** What one order buys: a course or a note. */
export type OrderItem = { courseId: string } | { noteId: string };

/**
 * One live order per student and item (a unique index), charged once through the provider: a
 * second request waits on the row lock for the first charge. Returns the order id once paid,
 * undefined when the payment failed.
 */
export async function payOnce(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  item: OrderItem,
  amountPaise: number,
): Promise<string | undefined> {
  await db
    .insert(orders)
    .values({ userId, ...item, amountPaise, provider: provider.name })
    .onConflictDoNothing();
  const sameItem =
    'courseId' in item ? eq(orders.courseId, item.courseId) : eq(orders.noteId, item.noteId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), sameItem, sql`${orders.status} <> 'failed'`));
  if (!order) return undefined;
  const paid = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'created') return locked?.status === 'paid';
    const result = await provider.charge({
      id: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      userId,
    });
    await tx
      .update(orders)
      .set({
        status: result.status,
        providerRef: result.providerRef,
        paidAt: result.status === 'paid' ? new Date() : null,
      })
      .where(eq(orders.id, order.id));
    return result.status === 'paid';
  });
  return paid ? order.id : undefined;
}

/** Whether the student has a paid order for the note. */
export async function hasPaidForNote(db: Db, userId: string, noteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.noteId, noteId), eq(orders.status, 'paid')));
  return Boolean(row);
}
