import { and, count, eq, sql } from 'drizzle-orm';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import { COUPON_MESSAGES, discountedPrice } from '@academy/contract/payments';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, orders, type CouponRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderItem } from './order-items.ts';

const refuse = (message: string) => new AppError('VALIDATION', message, { couponCode: message });

/** Paid orders count against a coupon's limits; an unpaid one reserves nothing. */
async function usesOf(db: DbOrTx, couponId: string, userId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        sql`${orders.status} in ('paid', 'refunded')`,
        userId ? eq(orders.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The coupon a student typed, checked against its dates, limits and items, and the price it
 * leaves. Every refusal names the reason, on the coupon field.
 */
export async function applyCoupon(
  db: DbOrTx,
  input: { code: string; userId: string; item: OrderItem; listPaise: number; now?: Date },
): Promise<{ coupon: CouponRow; amount: number; discount: number }> {
  if ('instalmentId' in input.item) throw refuse(FEE_MESSAGES.noCouponForFees);
  const now = input.now ?? new Date();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, input.code.trim().toUpperCase()));
  if (!coupon || !coupon.active) throw refuse(COUPON_MESSAGES.invalid);
  if (coupon.validFrom && coupon.validFrom > now) throw refuse(COUPON_MESSAGES.notYet);
  if (coupon.validTo && coupon.validTo < now) throw refuse(COUPON_MESSAGES.expired);
  const limited = coupon.courseIds.length > 0 || coupon.noteIds.length > 0;
  const listed =
    'courseId' in input.item
      ? coupon.courseIds.includes(input.item.courseId)
      : coupon.noteIds.includes(input.item.noteId);
  if (limited && !listed) throw refuse(COUPON_MESSAGES.notForItem);
  if (coupon.maxUses !== null && (await usesOf(db, coupon.id)) >= coupon.maxUses)
    throw refuse(COUPON_MESSAGES.usedUp);
  if (
    coupon.maxUsesPerStudent !== null &&
    (await usesOf(db, coupon.id, input.userId)) >= coupon.maxUsesPerStudent
  )
    throw refuse(COUPON_MESSAGES.usedByYou);
  return { coupon, ...discountedPrice(input.listPaise, coupon) };
}
