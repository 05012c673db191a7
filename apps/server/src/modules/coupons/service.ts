import { desc, eq, inArray, sql } from 'drizzle-orm';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import {
  COUPON_EDIT_MESSAGES,
  type Coupon,
  type CouponPreview,
  type CouponValues,
} from '@academy/contract/coupons';
import type { Db, DbOrTx } from '../../db/client.ts';
import { coupons, courses, notes, orders, type CouponRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { itemForSale } from '../payments/checkout.ts';
import type { OrderItem } from '../payments/order-items.ts';
import { applyCoupon, liveHold, paidUse } from '../payments/coupons.ts';

const toCoupon = (row: CouponRow, used = { n: 0, off: 0, held: 0 }): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerStudent: row.maxUsesPerStudent,
  courseIds: row.courseIds,
  noteIds: row.noteIds,
  active: row.active,
  usedCount: used.n,
  heldCount: used.held,
  discountGivenPaise: used.off,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Every coupon, newest first, with how often it was used, what it gave away, and the uses unpaid
 * orders hold now (they count against its limits until they lapse).
 */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt)),
    db
      .select({
        id: orders.couponId,
        n: sql<number>`(count(*) filter (where ${paidUse}))::int`,
        off: sql<number>`coalesce(sum(${orders.discountPaise}) filter (where ${paidUse}), 0)::int`,
        held: sql<number>`(count(*) filter (where ${liveHold}))::int`,
      })
      .from(orders)
      .where(sql`${orders.couponId} is not null and (${paidUse} or ${liveHold})`)
      .groupBy(orders.couponId),
  ]);
  const byId = new Map(
    uses.map((u) => [u.id, { n: Number(u.n), off: Number(u.off), held: Number(u.held) }]),
  );
  return rows.map((row) => toCoupon(row, byId.get(row.id)));
}

/** The chosen items must exist: a coupon for a deleted course would silently apply to nothing. */
async function checkItems(db: DbOrTx, values: CouponValues) {
  const [c, n] = await Promise.all([
    values.courseIds.length
      ? db.select({ id: courses.id }).from(courses).where(inArray(courses.id, values.courseIds))
      : [],
    values.noteIds.length
      ? db.select({ id: notes.id }).from(notes).where(inArray(notes.id, values.noteIds))
      : [],
  ]);
  if (c.length !== new Set(values.courseIds).size || n.length !== new Set(values.noteIds).size)
    throw new AppError('VALIDATION', COUPON_EDIT_MESSAGES.unknownItem, {
      courseIds: COUPON_EDIT_MESSAGES.unknownItem,
    });
}

const columns = (v: CouponValues) => ({
  ...v,
  validFrom: v.validFrom ? new Date(v.validFrom) : null,
  validTo: v.validTo ? new Date(v.validTo) : null,
  courseIds: [...new Set(v.courseIds)],
  noteIds: [...new Set(v.noteIds)],
});

const codeTaken = () => conflict(COUPON_MESSAGES.codeTaken, { code: COUPON_MESSAGES.codeTaken });
const isUnique = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export async function saveCoupon(db: Db, actor: Viewer, values: CouponValues, id?: string) {
  await checkItems(db, values);
  try {
    return await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(coupons).where(eq(coupons.id, id)) : [];
      if (id && !before) throw notFound(COUPON_MESSAGES.notFound);
      const [row] = id
        ? await tx
            .update(coupons)
            .set({ ...columns(values), updatedAt: sql`now()` })
            .where(eq(coupons.id, id))
            .returning()
        : await tx.insert(coupons).values(columns(values)).returning();
      await recordAudit(tx, {
        actorId: actor.user.id,
        action: id ? 'coupon.update' : 'coupon.create',
        entity: 'coupon',
        entityId: row!.id,
        before: before ? toCoupon(before) : null,
        after: toCoupon(row!),
      });
      return toCoupon(row!);
    });
  } catch (error) {
    if (isUnique(error)) throw codeTaken();
    throw error;
  }
}

/** An unused coupon is deleted; a used one stays, for its receipts, and can be deactivated. */
export async function deleteCoupon(db: Db, actor: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound(COUPON_MESSAGES.notFound);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.couponId, id));
    if (Number(used?.n)) throw conflict(COUPON_EDIT_MESSAGES.usedCannotDelete);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'coupon.delete',
      entity: 'coupon',
      entityId: id,
      before: toCoupon(row),
    });
  });
}

/** The checkout's preview: the same rules as the order, nothing written. */
export async function previewCoupon(
  db: Db,
  userId: string,
  item: OrderItem,
  code: string,
): Promise<CouponPreview> {
  const { pricePaise } = await itemForSale(db, item, userId);
  const { coupon, amount, discount } = await applyCoupon(db, {
    code,
    userId,
    item,
    listPaise: pricePaise,
  });
  return { code: coupon.code, listPrice: pricePaise, discount, amount };
}
