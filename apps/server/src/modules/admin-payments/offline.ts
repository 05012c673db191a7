import { and, eq, ne } from 'drizzle-orm';
import { academyMidday, academyToday } from '@academy/contract/academy-calendar';
import type { AdminOrder, OfflinePaymentInput } from '@academy/contract/admin-payments';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { itemForSale, keepInvoiceAddress, ownsItem } from '../payments/checkout.ts';
import { orderItemOf, sameItem } from '../payments/order-items.ts';
import { markPaid } from '../payments/settle.ts';
import { adminOrder } from './list.ts';

/** A past day's payment is dated midday in India, so it stays on that day in every report. */
const paidAtOf = (paidOn: string | undefined) =>
  !paidOn || paidOn === academyToday() ? new Date() : academyMidday(paidOn);

/**
 * Money taken at the desk (cash, UPI to the academy's QR, a bank transfer): the order is paid
 * through markPaid, as an online one is, so it gets the next receipt number and its access. It
 * works whatever PAYMENT_PROVIDER is. The student's unpaid online order for the item, if any, is
 * taken over (one live order per student and item).
 */
export async function recordOfflinePayment(
  db: Db,
  input: OfflinePaymentInput,
  { user: { id: actorId } }: Viewer,
): Promise<AdminOrder> {
  const item = orderItemOf(input);
  const orderId = await db.transaction(async (tx) => {
    // The student's row lock puts two desk entries for the same student one after the other.
    const [student] = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, input.studentId),
          eq(users.role, ROLES.student),
          ne(users.status, 'deleted'),
        ),
      )
      .for('update');
    if (!student) throw notFound(PAYMENT_MESSAGES.offlineStudent);
    const { paid: paidItem, pricePaise } = await itemForSale(tx, item, student.id);
    const discountPaise = Math.max(pricePaise - input.amountPaise, 0);
    if (await ownsItem(tx, student.id, item)) throw conflict(PAYMENT_MESSAGES.alreadyOwned);
    await keepInvoiceAddress(tx, student, input);

    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, student.id), sameItem(item), eq(orders.status, 'created')))
      .for('update');
    // Paid at the desk: whoever began the order online did not pay it.
    const terms = { amountPaise: input.amountPaise, discountPaise, couponId: null, paidBy: null };
    let id = open?.id;
    if (id) await tx.update(orders).set(terms).where(eq(orders.id, id));
    else
      [{ id }] = (await tx
        .insert(orders)
        .values({ userId: student.id, ...item, ...terms, provider: 'offline' })
        .returning({ id: orders.id })) as [{ id: string }];
    const order = await markPaid(tx, id, {
      ref: input.reference || null,
      method: input.method,
      provider: 'offline',
      recordedBy: actorId,
      paidAt: paidAtOf(input.paidOn),
    });
    await recordAudit(tx, {
      actorId,
      action: 'payment.offline',
      entity: 'order',
      entityId: id,
      after: {
        studentId: student.id,
        item: paidItem,
        amountPaise: order.amountPaise,
        method: order.method,
        reference: order.providerRef,
        receiptNo: order.receiptNo,
        tookOverOrder: Boolean(open),
      },
    });
    return id;
  });
  return adminOrder(db, orderId);
}
