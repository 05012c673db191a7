import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import type { Db, Tx } from '../../db/client.ts';
import { orders, paymentEvents, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RazorpayPayment, RazorpayRefund } from './razorpay-client.ts';
import { markPaid, syncRefunds } from './settle.ts';
import { isValidSignature } from './signatures.ts';
import { paysFor } from './verify.ts';

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    refund?: { entity?: RazorpayRefund };
  };
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * POST /api/payments/razorpay/webhook. The signature is checked over the raw bytes before anything
 * is parsed. Each event is handled once (by X-Razorpay-Event-Id, recorded in the same transaction
 * as its effect) and in any order: a capture after a refund, or a refund before our own record of
 * it, end in the same state. Only the database is touched, so Razorpay gets its answer at once.
 */
export async function handleWebhook(
  db: Db,
  secret: string,
  raw: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
  log: Log,
): Promise<WebhookOutcome> {
  if (!headers.signature || !isValidSignature(secret, raw, headers.signature))
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.webhookSignature);
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    throw new AppError('VALIDATION', 'Body is not valid JSON');
  }
  return db.transaction(async (tx) => {
    if (headers.eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ id: headers.eventId, event: body.event ?? '' })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh.length) return 'duplicate';
    }
    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    switch (body.event) {
      case 'order.paid':
      case 'payment.captured':
        return payment ? captured(tx, payment, log) : 'ignored';
      case 'payment.failed':
        return payment ? failed(tx, payment) : 'ignored';
      case 'refund.processed':
      case 'refund.failed':
        return refund ? refunded(tx, refund, payment, body.event) : 'ignored';
      default:
        return 'ignored';
    }
  });
}

async function orderOfPayment(tx: Tx, payment: RazorpayPayment) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, payment.order_id));
  return order;
}

async function captured(tx: Tx, payment: RazorpayPayment, log: Log): Promise<WebhookOutcome> {
  const order = await orderOfPayment(tx, payment);
  if (!order) return 'ignored';
  if (!paysFor(payment, order) || payment.status !== 'captured') {
    log.warn(
      { orderId: order.id, paymentId: payment.id },
      'captured payment does not match its order',
    );
    return 'ignored';
  }
  await markPaid(tx, order.id, { ref: payment.id, method: payment.method });
  return 'handled';
}

/** A failed attempt leaves the order open (Checkout lets the student try again); it says why. */
async function failed(tx: Tx, payment: RazorpayPayment): Promise<WebhookOutcome> {
  const order = await orderOfPayment(tx, payment);
  if (!order || order.status !== 'created') return 'ignored';
  await tx
    .update(orders)
    .set({ failureReason: payment.error_description ?? 'Payment failed' })
    .where(eq(orders.id, order.id));
  return 'handled';
}

/**
 * A refund made here or in Razorpay's dashboard: recorded once, then the order's totals. Its
 * payment's order finds ours even when the capture's event has not arrived yet.
 */
async function refunded(
  tx: Tx,
  refund: RazorpayRefund,
  payment: RazorpayPayment | undefined,
  event: 'refund.processed' | 'refund.failed',
): Promise<WebhookOutcome> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      payment?.order_id
        ? eq(orders.providerOrderId, payment.order_id)
        : eq(orders.providerRef, refund.payment_id),
    );
  if (!order) return 'ignored';
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: refund.amount,
      reason: 'Refunded in Razorpay',
      providerRefundId: refund.id,
      status,
      processedAt: status === 'processed' ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: refunds.providerRefundId,
      set: { status, processedAt: status === 'processed' ? new Date() : null },
    });
  await syncRefunds(tx, order.id);
  return 'handled';
}
