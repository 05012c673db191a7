import { z } from 'zod';
import { COUPON_MESSAGES, MIN_CHARGE_PAISE } from './payments.ts';
export { COUPON_EDIT_MESSAGES } from './coupon-messages.ts';

const limit = z
  .number({ error: COUPON_MESSAGES.limitPositive })
  .int(COUPON_MESSAGES.limitPositive)
  .min(1, COUPON_MESSAGES.limitPositive)
  .max(1_000_000, COUPON_MESSAGES.limitPositive)
  .nullable()
  .default(null);

const moment = z.iso.datetime({ offset: true }).nullable().default(null);

/** The admin's coupon form; `value` is a percentage, or paise off for a flat coupon. */
export const couponSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.codeFormat })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, COUPON_MESSAGES.codeFormat)
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['percent', 'flat']),
    value: z.number().int(),
    validFrom: moment,
    validTo: moment,
    maxUses: limit,
    maxUsesPerStudent: limit,
    courseIds: z.array(z.uuid()).max(200).default([]),
    noteIds: z.array(z.uuid()).max(200).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_MESSAGES.percentRange });
    if (c.kind === 'flat' && c.value < MIN_CHARGE_PAISE)
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_MESSAGES.flatAmount });
    if (c.validFrom && c.validTo && Date.parse(c.validTo) <= Date.parse(c.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: COUPON_MESSAGES.datesOrder });
  });
export type CouponInput = z.input<typeof couponSchema>;
export type CouponValues = z.output<typeof couponSchema>;

export const couponAnswerSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(['percent', 'flat']),
    value: z.number(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    maxUses: z.number().nullable(),
    maxUsesPerStudent: z.number().nullable(),
    courseIds: z.array(z.string()),
    noteIds: z.array(z.string()),
    active: z.boolean(),
    /** Paid (or since refunded) orders that used it. */
    usedCount: z.number(),
    /** Unpaid orders holding a use now: they count against the limits until they lapse. */
    heldCount: z.number(),
    /** Paise taken off those orders. */
    discountGivenPaise: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponAnswerSchema>;

/** POST /api/payments/coupons/check */
export const couponCheckSchema = z
  .object({
    courseId: z.uuid().optional(),
    noteId: z.uuid().optional(),
    couponCode: z.string().trim().min(1, COUPON_MESSAGES.invalid).max(40, COUPON_MESSAGES.invalid),
  })
  .refine((v) => Boolean(v.courseId) !== Boolean(v.noteId), { path: ['courseId'] });

/** What a coupon does to a price, before any order is made. */
export const couponPreviewSchema = z.object({
  code: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  amount: z.number(),
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;
