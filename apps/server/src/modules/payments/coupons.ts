import { and, eq, sql } from 'drizzle-orm';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import { COUPON_MESSAGES, discountedPrice } from '@academy/contract/payments';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, orders, type CouponRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameItem, type OrderItem } from './order-items.ts';

/**
 * How long an unpaid order holds the coupon use it was priced with. Past it the use is free for
 * others; a payment that still arrives is honoured (decisions §82).
 */
export const COUPON_HOLD_MINUTES = 30;

/** The end of a hold that starts now, on the database's clock, which is the one that reads it. */
export const couponHoldFromNow = () => sql`now() + make_interval(mins => ${COUPON_HOLD_MINUTES})`;

/** An order whose coupon use counts: paid (or since refunded). */
export const paidUse = sql`${orders.status} in ('paid', 'refunded')`;
/** An unpaid order whose hold on its coupon's use has not lapsed. */
export const liveHold = sql`(${orders.status} = 'created' and ${orders.couponHeldUntil} > now())`;

const refuse = (message: string) => new AppError('VALIDATION', message, { couponCode: message });

/**
 * The coupon's uses that count against its limits, overall and the student's: paid (or refunded)
 * orders, and unpaid ones whose hold has not lapsed. The student's own unpaid order for this item
 * is left out: it is the order being priced, and takes the use again if there is one.
 */
async function usesOf(db: DbOrTx, couponId: string, userId: string, item: OrderItem) {
  const paid = paidUse;
  const mine = eq(orders.userId, userId);
  const [row] = await db
    .select({
      taken: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${paid}))::int`,
      takenByYou: sql<number>`(count(*) filter (where ${mine}))::int`,
      paidByYou: sql<number>`(count(*) filter (where ${paid} and ${mine}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        sql`(${paid} or ${liveHold})`,
        sql`(${and(mine, sameItem(item), eq(orders.status, 'created'))}) is not true`,
      ),
    );
  return row!;
}

/**
 * The coupon a student typed, checked against its dates, limits and items, and the price it
 * leaves. Every refusal names the reason, on the coupon field. `lock` (inside the transaction that
 * then makes or re-prices the order with it) takes the coupon's row lock first, so checkouts with
 * the same coupon count its uses one after another and each sees the holds made before it.
 */
export async function applyCoupon(
  db: DbOrTx,
  input: {
    code: string;
    userId: string;
    item: OrderItem;
    listPaise: number;
    lock?: boolean;
    now?: Date;
  },
): Promise<{ coupon: CouponRow; amount: number; discount: number }> {
  if ('instalmentId' in input.item) throw refuse(FEE_MESSAGES.noCouponForFees);
  const now = input.now ?? new Date();
  const byCode = db.select().from(coupons).where(eq(coupons.code, input.code.trim().toUpperCase()));
  const [coupon] = await (input.lock ? byCode.for('update') : byCode);
  if (!coupon || !coupon.active) throw refuse(COUPON_MESSAGES.invalid);
  if (coupon.validFrom && coupon.validFrom > now) throw refuse(COUPON_MESSAGES.notYet);
  if (coupon.validTo && coupon.validTo < now) throw refuse(COUPON_MESSAGES.expired);
  const limited = coupon.courseIds.length > 0 || coupon.noteIds.length > 0;
  const listed =
    'courseId' in input.item
      ? coupon.courseIds.includes(input.item.courseId)
      : coupon.noteIds.includes(input.item.noteId);
  if (limited && !listed) throw refuse(COUPON_MESSAGES.notForItem);
  if (coupon.maxUses !== null || coupon.maxUsesPerStudent !== null) {
    const uses = await usesOf(db, coupon.id, input.userId, input.item);
    const { maxUses, maxUsesPerStudent: perStudent } = coupon;
    if (perStudent !== null && uses.takenByYou >= perStudent)
      throw refuse(
        uses.paidByYou >= perStudent ? COUPON_MESSAGES.usedByYou : COUPON_MESSAGES.heldByYou,
      );
    if (maxUses !== null && uses.taken >= maxUses)
      throw refuse(uses.paid >= maxUses ? COUPON_MESSAGES.usedUp : COUPON_MESSAGES.usesHeld);
  }
  return { coupon, ...discountedPrice(input.listPaise, coupon) };
}
