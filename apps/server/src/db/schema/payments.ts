import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batchInstalments } from './batches.ts';
import { courses } from './courses.ts';
import { notes } from './materials.ts';
import { users } from './users.ts';
import type { CreditNote, TaxDocument } from '@academy/contract/gst';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; students type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent: 1-100. Flat: paise off. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerStudent: integer('max_uses_per_student'),
    /** Empty on both: every paid item. */
    courseIds: uuid('course_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    noteIds: uuid('note_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupons_value_check', sql`${t.value} > 0`)],
);

export type CouponRow = typeof coupons.$inferSelect;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** An order buys one thing: a course, a note or a batch's instalment (a check holds it). */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'restrict' }),
    instalmentId: uuid('instalment_id').references(() => batchInstalments.id, {
      onDelete: 'restrict',
    }),
    /** What the student pays, after any discount; prices include GST. */
    amountPaise: integer('amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /**
     * Until when an unpaid order holds one use of its coupon (payments/coupons.ts): made or
     * re-priced with the coupon, it counts against the coupon's limits until then.
     */
    couponHeldUntil: timestamp('coupon_held_until', { withTimezone: true }),
    currency: text('currency').notNull().default('INR'),
    /** dev, razorpay, offline (recorded by an admin) or free (a coupon took the price to zero). */
    provider: text('provider').notNull(),
    /** Razorpay's order id (order_…); a new one when the order is re-priced. */
    providerOrderId: text('provider_order_id').unique(),
    /** The payment: Razorpay's pay_…, or the reference an admin wrote for an offline payment. */
    providerRef: text('provider_ref'),
    /** upi, card, netbanking, wallet, cash, bank_transfer… as the payment says. */
    method: text('method'),
    status: text('status', { enum: ['created', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    /** Why the last attempt failed (Razorpay's description), shown to the admin. */
    failureReason: text('failure_reason'),
    /** In sequence per Indian financial year, given when the order is paid: 2026-27/000123. */
    receiptNo: text('receipt_no').unique(),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /**
     * The receipt as issued: seller, buyer, place of supply and tax split, frozen when the order is
     * paid so that reprinting it never changes it (null on orders paid before it was kept).
     */
    taxDocument: jsonb('tax_document').$type<TaxDocument>(),
    /**
     * Who checked it out: the student, or a parent paying their child's fee (the last to check
     * it out, when both tried). None for a payment the admin recorded at the desk.
     */
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin who recorded an offline payment. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // One live order per student and item: paying twice never charges twice.
    uniqueIndex('orders_live_user_course_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} in ('created', 'paid')`),
    uniqueIndex('orders_live_user_note_idx')
      .on(t.userId, t.noteId)
      .where(sql`${t.status} in ('created', 'paid')`),
    uniqueIndex('orders_live_user_instalment_idx')
      .on(t.userId, t.instalmentId)
      .where(sql`${t.status} in ('created', 'paid')`),
    check(
      'orders_one_item_check',
      sql`num_nonnulls(${t.courseId}, ${t.noteId}, ${t.instalmentId}) = 1`,
    ),
    check(
      'orders_refund_check',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_course_idx').on(t.courseId),
    index('orders_coupon_idx').on(t.couponId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_provider_ref_idx').on(t.providerRef),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** Razorpay's rfnd_…; null for money handed back at the desk. */
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The credit note (rule 53) issued when a refund of a tax invoice is processed: CN/2026-27/0001. */
    creditNoteNo: text('credit_note_no').unique(),
    creditNote: jsonb('credit_note').$type<CreditNote>(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_processed_idx').on(t.processedAt),
  ],
);

/**
 * The last number given in each series and Indian financial year: receipts by the year ("2026-27"),
 * credit notes by "CN/" and the year.
 */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Razorpay's webhook events already handled, by X-Razorpay-Event-Id: a repeat does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
