import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  type CheckoutOrder,
  type CreateOrderInput,
  type PaidItem,
} from '@academy/contract/payments';
import { isFree } from '@academy/contract/money';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  courses,
  notes,
  orders,
  users,
  type OrderRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { ROLES } from '@academy/contract/roles';
import { instalmentForSale } from '../batch-fees/sale.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { hasPaidFor, isEnrolled } from './access.ts';
import { applyCoupon, couponHoldFromNow } from './coupons.ts';
import { isTestKey, requireOnlinePayments, type PaymentSetup } from './provider.ts';
import { orderItemOf, sameItem, type OrderItem } from './order-items.ts';
import { markPaid } from './settle.ts';
import { issuesTaxInvoice } from './tax-document.ts';
import { readSiteConfig } from '../site-config/service.ts';

/**
 * The item on sale to this student, at the server's price now; free, unknown or unpublished
 * ones are refused, and an instalment to anyone but a member of its batch.
 */
export async function itemForSale(db: DbOrTx, item: OrderItem, studentId: string) {
  if ('instalmentId' in item) {
    const due = await instalmentForSale(db, item.instalmentId, studentId);
    if (!due) throw notOnSale();
    return due;
  }
  if ('courseId' in item) {
    const [course] = await db.select().from(courses).where(eq(courses.id, item.courseId));
    if (!course || course.status !== 'published') throw notOnSale();
    if (isFree(course)) throw conflict(PAYMENT_MESSAGES.itemFree);
    const paid: PaidItem = { kind: 'course', id: course.id, title: course.title };
    return { paid, pricePaise: course.pricePaise };
  }
  const [note] = await db.select().from(notes).where(eq(notes.id, item.noteId));
  if (!note) throw notOnSale();
  if (isFree(note)) throw conflict(PAYMENT_MESSAGES.itemFree);
  const paid: PaidItem = { kind: 'note', id: note.id, title: note.title };
  return { paid, pricePaise: note.pricePaise! };
}

const notOnSale = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.itemNotFound);

/** Whether the student has the item already: enrolled in the course, or a paid order for it. */
export async function ownsItem(db: DbOrTx, userId: string, item: OrderItem) {
  if (!('courseId' in item)) return hasPaidFor(db, userId, item);
  return isEnrolled(db, userId, item.courseId);
}

/**
 * The student's one unpaid order for the item at this price: made, or re-priced in place when the
 * price or coupon changed since (the old Razorpay order is then left unused). Priced with a
 * coupon, it holds one use of it from now for COUPON_HOLD_MINUTES; without, it holds none.
 */
async function openOrder(
  tx: Tx,
  userId: string,
  item: OrderItem,
  price: { amount: number; discount: number; couponId: string | null },
  provider: string,
  paidBy: string,
): Promise<OrderRow> {
  const hold = { couponHeldUntil: price.couponId ? couponHoldFromNow() : null };
  await tx
    .insert(orders)
    .values({
      userId,
      ...item,
      amountPaise: price.amount,
      discountPaise: price.discount,
      couponId: price.couponId,
      provider,
      paidBy,
      ...hold,
    })
    .onConflictDoNothing();
  const [live] = await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), sameItem(item), sql`${orders.status} in ('created', 'paid')`),
    )
    .for('update');
  if (!live) throw new Error('live order vanished');
  if (live.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyOwned);
  const unchanged =
    live.amountPaise === price.amount &&
    live.couponId === price.couponId &&
    live.provider === provider;
  const [open] = await tx
    .update(orders)
    .set(
      // Who checks it out now pays it: a parent may take up the order their child began.
      unchanged
        ? { ...hold, paidBy }
        : {
            amountPaise: price.amount,
            discountPaise: price.discount,
            couponId: price.couponId,
            provider,
            providerOrderId: null,
            failureReason: null,
            paidBy,
            ...hold,
          },
    )
    .where(eq(orders.id, live.id))
    .returning();
  return open!;
}

/** The student an admin takes money from at the desk (any student; no one else). */
async function deskStudent(db: Db, studentId: string | undefined): Promise<UserRow> {
  const [student] = studentId
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.role, ROLES.student)))
    : [];
  if (!student) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offlineStudent);
  return student;
}

/**
 * Whose order it is: the student's own, or, for a parent, the linked child's batch fee
 * (`forStudentId`). Anyone else's child is "not linked", whether or not the student exists. For
 * an admin at the desk, the student named.
 */
export async function buyerFor(
  db: Db,
  viewer: UserRow,
  forStudentId: string | undefined,
): Promise<UserRow> {
  if (viewer.role === ROLES.admin) return deskStudent(db, forStudentId);
  if (viewer.role !== ROLES.parent) {
    if (forStudentId && forStudentId !== viewer.id)
      throw new AppError('FORBIDDEN', FEE_MESSAGES.notYourChild);
    return viewer;
  }
  if (!forStudentId)
    throw new AppError('VALIDATION', FEE_MESSAGES.parentPaysFeesOnly, {
      forStudentId: FEE_MESSAGES.parentPaysFeesOnly,
    });
  const [child] = await db.select().from(users).where(eq(users.id, forStudentId));
  if (!child || !(await canFollowStudent(db, viewer, child.id)))
    throw new AppError('NOT_FOUND', FEE_MESSAGES.notYourChild);
  return child;
}

/**
 * A tax invoice prints the buyer's address and state (CGST rule 46): those the checkout sent are
 * saved to the buyer's record, which the invoice is drawn from when the order is paid, so the next
 * checkout is prefilled; without them on record either, the order is refused.
 */
export async function keepInvoiceAddress(
  tx: Tx,
  buyer: UserRow,
  input: { address?: string | null; state?: string | null },
) {
  if (!issuesTaxInvoice((await readSiteConfig(tx)).business)) return;
  const address = input.address || buyer.address;
  const state = input.state || buyer.state;
  if (!address || !state)
    throw new AppError(
      'VALIDATION',
      address ? PAYMENT_MESSAGES.invoiceStateRequired : PAYMENT_MESSAGES.invoiceAddressRequired,
      {
        ...(address ? {} : { address: PAYMENT_MESSAGES.invoiceAddressRequired }),
        ...(state ? {} : { state: PAYMENT_MESSAGES.invoiceStateRequired }),
      },
    );
  if (address !== buyer.address || state !== buyer.state)
    await tx
      .update(users)
      .set({ address, state, updatedAt: sql`now()` })
      .where(eq(users.id, buyer.id));
}

/**
 * POST /api/payments/orders: an order at the server's price (less a valid coupon). Nothing to pay
 * (a 100% coupon) or the dev provider: paid at once. Razorpay: an order there too, carrying ours
 * as its `receipt`, made outside any transaction so a slow gateway holds no lock.
 */
export async function createCheckoutOrder(
  db: Db,
  setup: PaymentSetup,
  user: UserRow,
  input: CreateOrderInput,
  academyName: string,
  payer: UserRow = user,
): Promise<CheckoutOrder> {
  const item = orderItemOf(input);
  const { paid: paidItem, pricePaise } = await itemForSale(db, item, user.id);
  if (await ownsItem(db, user.id, item)) throw conflict(PAYMENT_MESSAGES.alreadyOwned);
  requireOnlinePayments(setup);

  const code = input.couponCode?.trim();
  if (code && 'instalmentId' in item)
    throw new AppError('VALIDATION', FEE_MESSAGES.noCouponForFees, {
      couponCode: FEE_MESSAGES.noCouponForFees,
    });
  // One transaction checks the coupon under its row lock and makes the order that holds its use,
  // so parallel checkouts with one coupon take its uses one at a time (decisions §82).
  const checkedOut = await db.transaction(async (tx) => {
    const priced = code
      ? await applyCoupon(tx, { code, userId: user.id, item, listPaise: pricePaise, lock: true })
      : undefined;
    const amount = priced?.amount ?? pricePaise;
    if (amount > 0) await keepInvoiceAddress(tx, user, input);
    const provider = amount === 0 ? 'free' : setup.kind;
    const open = await openOrder(
      tx,
      user.id,
      item,
      { amount, discount: priced?.discount ?? 0, couponId: priced?.coupon.id ?? null },
      provider,
      payer.id,
    );
    if (provider === 'razorpay') return { order: open, priced };
    // Nothing to pay, or the dev provider: paid before the coupon's lock is let go, so the use
    // checked above is the one this order takes.
    const ref = provider === 'dev' ? `dev_${randomUUID()}` : null;
    const method = provider === 'dev' ? 'dev' : 'coupon';
    return { order: await markPaid(tx, open.id, { ref, method }), priced };
  });
  const { priced } = checkedOut;
  let { order } = checkedOut;
  const amount = order.amountPaise;
  const provider = order.provider;

  const base = {
    item: paidItem,
    amount,
    listPrice: pricePaise,
    discount: priced?.discount ?? 0,
    couponCode: priced?.coupon.code ?? null,
    currency: order.currency,
    name: academyName,
    description: paidItem.title,
    // Checkout asks the one paying (a parent, for a child's fee) for their UPI or card.
    prefill: {
      name: payer.name,
      contact: payer.phone ?? '',
      ...(payer.email ? { email: payer.email } : {}),
    },
  };

  if (provider !== 'razorpay')
    return { ...base, orderId: order.id, status: 'paid', provider: provider as 'dev' | 'free' };

  if (setup.kind !== 'razorpay') throw new Error('unreachable');
  if (!order.providerOrderId) {
    const remote = await setup.client.createOrder({
      amount,
      currency: order.currency,
      receipt: order.id,
      notes: { orderId: order.id, userId: user.id, item: `${paidItem.kind}:${paidItem.id}` },
    });
    // Another request may have made one first: keep whichever landed.
    await db
      .update(orders)
      .set({ providerOrderId: remote.id })
      .where(
        and(
          eq(orders.id, order.id),
          isNull(orders.providerOrderId),
          eq(orders.amountPaise, amount),
        ),
      );
    [order] = (await db.select().from(orders).where(eq(orders.id, order.id))) as [OrderRow];
  }
  return {
    ...base,
    orderId: order.id,
    status: 'created',
    provider: 'razorpay',
    keyId: setup.keyId,
    razorpayOrderId: order.providerOrderId!,
    testMode: isTestKey(setup.keyId),
    checkoutUrl: setup.checkoutUrl,
  };
}
