import { and, eq, sql } from 'drizzle-orm';
import type { AdminOrder, RefundInput } from '@academy/contract/admin-payments';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import type { Db, Tx } from '../../db/client.ts';
import { orders, refunds, type OrderRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { PaymentSetup } from '../payments/provider.ts';
import type { RazorpayRefund } from '../payments/razorpay-client.ts';
import { syncRefunds } from '../payments/settle.ts';
import { adminOrder } from './list.ts';

type RefundStatus = 'pending' | 'processed';
export interface RefundOutcome {
  order: AdminOrder;
  status: RefundStatus;
}

const moneyOf = (o: OrderRow) => ({ status: o.status, refundedPaise: o.refundedPaise });

/**
 * Refunds part or all of a paid order. A Razorpay refund takes three steps so that a slow gateway
 * holds no lock and a double click cannot refund twice:
 * 1. a short transaction locks the order, checks the amount against what is left after processed
 *    AND pending refunds, and writes this refund as pending, so a second request waits for the
 *    lock and then counts it;
 * 2. Razorpay is called outside any transaction;
 * 3. a second short transaction records Razorpay's answer on that row (or marks it failed when
 *    Razorpay refused or never answered, which frees the amount again).
 * Money paid at the desk (offline, dev) goes back at the desk: recorded as processed at once.
 */
export async function refundOrder(
  db: Db,
  setup: PaymentSetup,
  orderId: string,
  input: RefundInput,
  { user: { id: actorId } }: Viewer,
): Promise<RefundOutcome> {
  const viaRazorpay = await db.transaction(async (tx) => {
    const order = await reserve(tx, orderId, input.amountPaise);
    if (order.provider !== 'razorpay' || !order.providerRef) {
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId,
          ...input,
          status: 'processed',
          createdBy: actorId,
          processedAt: new Date(),
        })
        .returning();
      await settle(tx, order, refund!.id, 'processed', input, actorId);
      return null;
    }
    if (setup.kind !== 'razorpay') throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.notSetUp);
    const [pending] = await tx
      .insert(refunds)
      .values({ orderId, ...input, status: 'pending', createdBy: actorId })
      .returning({ id: refunds.id });
    return { client: setup.client, paymentId: order.providerRef, refundId: pending!.id };
  });
  if (!viaRazorpay) return { order: await adminOrder(db, orderId), status: 'processed' };

  let answer: RazorpayRefund;
  try {
    answer = await viaRazorpay.client.refundPayment(viaRazorpay.paymentId, {
      amount: input.amountPaise,
      notes: { reason: input.reason, orderId },
    });
    if (answer.status === 'failed') throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.gatewayDown);
  } catch (error) {
    // Refused, failed or unanswered: the amount is free again. If Razorpay did refund after all,
    // its refund.processed webhook records it under its own id.
    await db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, viaRazorpay.refundId));
    throw error;
  }
  const status = answer.status === 'processed' ? 'processed' : 'pending';
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [early] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.providerRefundId, answer.id));
    let refundId = viaRazorpay.refundId;
    if (early) {
      // The webhook got here first and wrote the refund under Razorpay's id: keep that row, with
      // the admin's reason, and drop the placeholder.
      await tx.delete(refunds).where(eq(refunds.id, viaRazorpay.refundId));
      await tx
        .update(refunds)
        .set({ reason: input.reason, createdBy: actorId })
        .where(eq(refunds.id, early.id));
      refundId = early.id;
    } else {
      await tx
        .update(refunds)
        .set({
          providerRefundId: answer.id,
          status,
          processedAt: status === 'processed' ? new Date() : null,
        })
        .where(eq(refunds.id, refundId));
    }
    await settle(tx, order!, refundId, status, input, actorId);
  });
  return { order: await adminOrder(db, orderId), status };
}

/** Locks the order and checks the refund fits in what is left of it. */
async function reserve(tx: Tx, orderId: string, amountPaise: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  if (order.status !== 'paid') throw conflict(PAYMENT_MESSAGES.refundNotPaid);
  const [{ pending } = { pending: 0 }] = await tx
    .select({ pending: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  const left = order.amountPaise - order.refundedPaise - Number(pending);
  if (amountPaise > left)
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.refundTooMuch, {
      amountPaise: PAYMENT_MESSAGES.refundTooMuch,
    });
  return order;
}

/** The order's totals (a full refund ends the access) and the audit entry, in one transaction. */
async function settle(
  tx: Tx,
  before: OrderRow,
  refundId: string,
  status: RefundStatus,
  input: RefundInput,
  actorId: string,
) {
  const after = await syncRefunds(tx, before.id);
  await recordAudit(tx, {
    actorId,
    action: 'payment.refund',
    entity: 'order',
    entityId: before.id,
    before: moneyOf(before),
    after: { ...moneyOf(after), refund: { id: refundId, ...input, status } },
  });
}
