import { z } from 'zod';
import { FEE_MESSAGES } from './batch-messages.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { addressSchema, studentState } from './auth.ts';
import { LOCALES, type Locale } from './locales.ts';
export { PAYMENT_MESSAGES, COUPON_MESSAGES } from './payment-messages.ts';

/** How the academy takes money for paid courses and notes (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['dev', 'razorpay', 'none'] as const;

export const itemFields = {
  courseId: z.uuid(PAYMENT_MESSAGES.itemNotFound).optional(),
  noteId: z.uuid(PAYMENT_MESSAGES.itemNotFound).optional(),
  /** A batch's fee instalment (batch-fees.ts). */
  instalmentId: z.uuid(PAYMENT_MESSAGES.itemNotFound).optional(),
};
/** An order buys exactly one thing. */
export const exactlyOneItem = (v: { courseId?: string; noteId?: string; instalmentId?: string }) =>
  [v.courseId, v.noteId, v.instalmentId].filter(Boolean).length === 1;

/** POST /api/payments/orders */
export const createOrderSchema = z
  .object({
    ...itemFields,
    couponCode: z.string().trim().max(40).optional(),
    /** A parent paying a linked child's batch fee: the order is the child's. */
    forStudentId: z.uuid(FEE_MESSAGES.notYourChild).optional(),
    /** The buyer's address and state for a tax invoice; saved to their record. */
    address: addressSchema,
    state: studentState,
  })
  .refine(exactlyOneItem, { message: PAYMENT_MESSAGES.itemRequired, path: ['courseId'] })
  .refine((v) => !v.forStudentId || Boolean(v.instalmentId), {
    message: FEE_MESSAGES.parentPaysFeesOnly,
    path: ['forStudentId'],
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderStatusSchema = z.enum(['created', 'paid', 'failed', 'refunded']);
export const paidItemSchema = z
  .object({ kind: z.enum(['course', 'note', 'instalment']), id: z.string(), title: z.string() })
  .meta({ id: 'PaidItem' });
export type PaidItem = z.infer<typeof paidItemSchema>;

/** GET /api/payments/config: how the checkout takes money here. */
export const checkoutConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/**
 * A paid order's receipt or credit notes (GET /api/payments/orders/:id/receipt, /credit-note), in
 * the language its reader reads the site in: the labels change, the frozen document does not.
 */
export const paymentDocumentQuerySchema = z.object({ lang: z.enum(LOCALES).default('en') });

export const paymentDocumentUrl = (
  orderId: string,
  document: 'receipt' | 'credit-note',
  locale: Locale,
) =>
  `/api/payments/orders/${encodeURIComponent(orderId)}/${document}${locale === 'en' ? '' : `?lang=${locale}`}`;

/**
 * GET /api/payments/invoice-details: whether a paid order is issued a tax invoice, and the
 * buyer's address and state on record to prefill what it prints (a parent's query names the child).
 */
export const invoiceDetailsQuerySchema = z.object({
  forStudentId: z.uuid(FEE_MESSAGES.notYourChild).optional(),
});
export const invoiceDetailsSchema = z
  .object({
    taxInvoice: z.boolean(),
    address: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'InvoiceDetails' });
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** What the web needs to open Razorpay Checkout, or to go straight on when nothing is due. */
export const checkoutOrderSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(['created', 'paid']),
    provider: z.enum(['dev', 'razorpay', 'free']),
    item: paidItemSchema,
    /** What is charged, in paise, after the discount. */
    amount: z.number(),
    listPrice: z.number(),
    discount: z.number(),
    couponCode: z.string().nullable(),
    currency: z.string(),
    /** Razorpay only: the public key, its order id, and whether the key is a test key. */
    keyId: z.string().optional(),
    razorpayOrderId: z.string().optional(),
    testMode: z.boolean().optional(),
    /** Razorpay Checkout's script (RAZORPAY_CHECKOUT_URL). */
    checkoutUrl: z.string().optional(),
    /** Checkout's labels and prefill. */
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().optional() }),
  })
  .meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** POST /api/payments/verify: the three fields Razorpay Checkout hands to its handler. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const verifiedPaymentSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  item: paidItemSchema,
  receiptNo: z.string().nullable(),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** One order as its student sees it (Profile > Payments). */
export const myOrderSchema = z
  .object({
    id: z.string(),
    item: paidItemSchema,
    amountPaise: z.number(),
    discountPaise: z.number(),
    refundedPaise: z.number(),
    status: orderStatusSchema,
    method: z.string().nullable(),
    receiptNo: z.string().nullable(),
    /** A refund of it has a credit note (GET /api/payments/orders/:id/credit-note). */
    hasCreditNote: z.boolean(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'MyOrder' });
export type MyOrder = z.infer<typeof myOrderSchema>;

/** Razorpay takes no order under ₹1: a discount stops there unless it makes the item free. */
export const MIN_CHARGE_PAISE = 100;

/** The price after a coupon, in paise: a percentage rounds the discount down. */
export function discountedPrice(
  listPaise: number,
  coupon: { kind: 'percent' | 'flat'; value: number },
): { amount: number; discount: number } {
  const off =
    coupon.kind === 'percent'
      ? Math.floor((listPaise * Math.min(coupon.value, 100)) / 100)
      : Math.min(coupon.value, listPaise);
  let amount = listPaise - off;
  if (amount > 0 && amount < MIN_CHARGE_PAISE) amount = Math.min(MIN_CHARGE_PAISE, listPaise);
  return { amount, discount: listPaise - amount };
}
