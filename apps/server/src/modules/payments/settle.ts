import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, refunds, type OrderRow } from '../../db/schema/index.ts';
import { grantAccess, revokeAccess } from './access.ts';
import { nextCreditNoteNo, nextReceiptNo } from './receipt-numbers.ts';
import { reversedGst, taxDocumentOf } from './tax-document.ts';

export interface Settlement {
  /** The payment: Razorpay's pay_… or an offline reference. */
  ref: string | null;
  method: string | null;
  /** Changes who took the money, for an offline payment recorded over an unpaid online order. */
  provider?: string;
  recordedBy?: string;
  paidAt?: Date;
}

/**
 * Marks the order paid, numbers its receipt and grants what it buys: once, however often the
 * verify call, the webhook or an admin repeats it (the row lock orders them; the later ones see
 * it paid and change nothing).
 */
export async function markPaid(db: DbOrTx, orderId: string, payment: Settlement) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} not found`);
    if (order.status === 'paid' || order.status === 'refunded') return order;
    // Issued now even for money taken on an earlier day: the series stays in date order.
    const issuedAt = new Date();
    const paidAt = payment.paidAt ?? issuedAt;
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        providerRef: payment.ref,
        method: payment.method,
        failureReason: null,
        paidAt,
        receiptNo: await nextReceiptNo(tx, issuedAt),
        taxDocument: { ...(await taxDocumentOf(tx, order)), issuedAt: issuedAt.toISOString() },
        ...(payment.provider ? { provider: payment.provider } : {}),
        ...(payment.recordedBy ? { recordedBy: payment.recordedBy } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await grantAccess(tx, paid!);
    return paid!;
  });
}

/**
 * Adds up the order's processed refunds; when they reach what was paid, the order is refunded
 * and its access ends. A processed refund of a tax invoice gets its credit note. Safe to call
 * again (a repeated or late webhook).
 */
export async function syncRefunds(tx: DbOrTx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(sql`${refunds.orderId} = ${orderId} and ${refunds.status} = 'processed'`);
  const refundedPaise = Math.min(Number(total), order!.amountPaise);
  const full = refundedPaise > 0 && refundedPaise >= order!.amountPaise;
  const [updated] = await tx
    .update(orders)
    .set({ refundedPaise, ...(full ? { status: 'refunded' as const } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  if (full && order!.status !== 'refunded') await revokeAccess(tx, updated!);
  if (order!.taxDocument?.kind === 'invoice') await issueCreditNotes(tx, order!);
  return updated!;
}

/** Numbers a credit note for each processed refund without one, in the order they were processed. */
async function issueCreditNotes(tx: DbOrTx, order: OrderRow) {
  const due = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.status, 'processed'),
        isNull(refunds.creditNoteNo),
      ),
    )
    .orderBy(asc(refunds.processedAt), asc(refunds.createdAt));
  for (const refund of due) {
    const issuedAt = refund.processedAt ?? new Date();
    await tx
      .update(refunds)
      .set({
        creditNoteNo: await nextCreditNoteNo(tx, issuedAt),
        creditNote: {
          issuedAt: issuedAt.toISOString(),
          refundPaise: refund.amountPaise,
          gst: reversedGst(order.taxDocument!, refund.amountPaise),
        },
      })
      .where(eq(refunds.id, refund.id));
  }
}
