import { eq } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  type VerifiedPayment,
  type VerifyPaymentInput,
} from '@academy/contract/payments';
import type { Db } from '../../db/client.ts';
import { isAdmin } from '@academy/contract/roles';
import { orders, type OrderRow } from '../../db/schema/index.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { itemOf } from './order-items.ts';
import type { RazorpayPayment } from './razorpay-client.ts';
import type { RazorpaySetup } from './provider.ts';
import { markPaid } from './settle.ts';
import { isValidSignature } from './signatures.ts';

/** The payment is for exactly this order: its Razorpay order, amount and currency. */
export const paysFor = (payment: RazorpayPayment, order: OrderRow) =>
  payment.order_id === order.providerOrderId &&
  payment.amount === order.amountPaise &&
  payment.currency === order.currency;

/**
 * POST /api/payments/verify: what Checkout's handler reports is believed only when its signature
 * is Razorpay's, the order is the caller's, and Razorpay itself says the payment took the order's
 * full amount. An authorized payment is captured here. Repeats answer the same, grant nothing new.
 */
export async function verifyPayment(
  db: Db,
  setup: RazorpaySetup,
  { user: viewer }: Viewer,
  input: VerifyPaymentInput,
): Promise<VerifiedPayment> {
  const signed = `${input.razorpay_order_id}|${input.razorpay_payment_id}`;
  if (!isValidSignature(setup.keySecret, signed, input.razorpay_signature))
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.signatureInvalid);
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, input.razorpay_order_id));
  // Someone else's order is "not found" too: its existence is not the caller's business.
  // A parent paying a child's fee verifies the child's order.
  if (!order || !(await canFollowStudent(db, viewer, order.userId)) || isAdmin(viewer.role))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const done = (row: OrderRow) =>
    itemOf(db, row).then((item) => ({
      orderId: row.id,
      status: row.status,
      item,
      receiptNo: row.receiptNo,
    }));
  if (order.status === 'paid' || order.status === 'refunded') return done(order);

  let payment = await setup.client.fetchPayment(input.razorpay_payment_id);
  if (!paysFor(payment, order))
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.amountMismatch);
  if (payment.status === 'authorized')
    payment = await setup.client.capturePayment(payment.id, order.amountPaise, order.currency);
  if (payment.status !== 'captured')
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.notPaid);
  return done(await markPaid(db, order.id, { ref: payment.id, method: payment.method }));
}
