import { z } from 'zod';
import { academyToday } from './academy-calendar.ts';
import { pageQuerySchema } from './paging.ts';
import {
  exactlyOneItem,
  itemFields,
  MIN_CHARGE_PAISE,
  PAYMENT_MESSAGES,
  orderStatusSchema,
  paidItemSchema,
} from './payments.ts';
import { addressSchema, studentState } from './auth.ts';

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const ORDER_STATUS_FILTERS = ['all', 'created', 'paid', 'refunded', 'failed'] as const;

/** A calendar date as India reads it (YYYY-MM-DD); the server takes it as that day in IST. */
const indiaDate = z.iso.date(PAYMENT_MESSAGES.offlineDate);

/**
 * GET /api/admin/payments (and export.csv without the paging). from/to are whole days in India and
 * bound the order's date: when it was paid, else when it was made.
 */
export const adminPaymentsQuerySchema = pageQuerySchema(ADMIN_PAYMENTS_PAGE_SIZE).extend({
  q: z.string().trim().max(100).default(''),
  status: z.enum(ORDER_STATUS_FILTERS).default('all'),
  from: indiaDate.optional(),
  to: indiaDate.optional(),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const OFFLINE_METHODS = ['cash', 'upi', 'bank_transfer'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/** One order on the admin's Payments page. */
export const adminOrderSchema = z
  .object({
    id: z.string(),
    status: orderStatusSchema,
    student: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
    item: paidItemSchema,
    amountPaise: z.number(),
    discountPaise: z.number(),
    refundedPaise: z.number(),
    currency: z.string(),
    provider: z.string(),
    /** Razorpay's order_…, when it went through Razorpay. */
    providerOrderId: z.string().nullable(),
    /** Razorpay's pay_…, or the reference written for an offline payment. */
    providerRef: z.string().nullable(),
    method: z.string().nullable(),
    receiptNo: z.string().nullable(),
    /** A refund of it has a credit note (GET /api/payments/orders/:id/credit-note). */
    hasCreditNote: z.boolean(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    /**
     * Who checked it out: the student themselves, or (`parent`) their parent paying the fee.
     * None for a payment recorded at the desk.
     */
    paidBy: z.object({ name: z.string(), parent: z.boolean() }).nullable(),
    /** The admin who recorded an offline payment. */
    recordedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * The calendar month in India (IST) so far. Collected: orders whose paid_at falls in the month
 * (refunded ones too, since the money came in). Refunded: refunds processed in the month, whenever
 * their order was paid. Net is the one minus the other; the dashboard's revenue reads the same way.
 */
const monthTotalsSchema = z.object({
  month: z.string(),
  collectedPaise: z.number(),
  refundedPaise: z.number(),
  netPaise: z.number(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const adminPaymentsPageSchema = z.object({
  items: z.array(adminOrderSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  month: monthTotalsSchema,
});
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

/** POST /api/admin/payments/:id/refunds */
export const refundSchema = z.object({
  amountPaise: z
    .number(PAYMENT_MESSAGES.refundAmount)
    .int(PAYMENT_MESSAGES.refundAmount)
    .min(MIN_CHARGE_PAISE, PAYMENT_MESSAGES.refundAmount),
  reason: z
    .string(PAYMENT_MESSAGES.refundReason)
    .trim()
    .min(3, PAYMENT_MESSAGES.refundReason)
    .max(500, PAYMENT_MESSAGES.reasonTooLong),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** POST /api/admin/payments/offline */
export const offlinePaymentSchema = z
  .object({
    studentId: z.uuid(PAYMENT_MESSAGES.offlineStudent),
    ...itemFields,
    amountPaise: z
      .number(PAYMENT_MESSAGES.offlineAmount)
      .int(PAYMENT_MESSAGES.offlineAmount)
      .min(MIN_CHARGE_PAISE, PAYMENT_MESSAGES.offlineAmount)
      .max(100_000_000, PAYMENT_MESSAGES.offlineAmount),
    method: z.enum(OFFLINE_METHODS, PAYMENT_MESSAGES.offlineMethod),
    /** A UTR, cheque or receipt-book number. */
    reference: z.string().trim().max(100, PAYMENT_MESSAGES.referenceTooLong).optional(),
    paidOn: indiaDate.refine((d) => d <= academyToday(), PAYMENT_MESSAGES.offlineFuture).optional(),
    /** The student's address and state for a tax invoice, as at checkout; saved to their record. */
    address: addressSchema,
    state: studentState,
  })
  .refine(exactlyOneItem, {
    message: PAYMENT_MESSAGES.itemRequired,
    path: ['courseId'],
  });
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

/**
 * GET /api/admin/payments/gstr1?month=2026-11: the month's GSTR-1 as the GST offline tool's CSV
 * templates, in one zip (decisions §83).
 */
export const gstr1QuerySchema = z.object({
  month: z
    .string(PAYMENT_MESSAGES.gstr1Month)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAYMENT_MESSAGES.gstr1Month),
});
