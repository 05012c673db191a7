import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { splitGst } from '@academy/contract/gst';
import type { Db } from '../../db/client.ts';
import { coupons, orders, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canFollowStudent } from '../people/parent-links.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { renderReceipt } from './receipt-pdf.ts';
import { itemOf } from './order-items.ts';

/** What the receipt's line calls each kind of item. */
const RECEIPT_KINDS = { course: 'Course', note: 'Study notes', instalment: 'Batch fee' } as const;

/**
 * GET /api/payments/orders/:id/receipt for the order's student, their parent or an admin (anyone
 * else: not found). The seller is Site Settings > Business, read now; without it, the General tab's name
 * and the Contact tab's address, and a plain receipt.
 */
export async function receiptFor(db: Db, { user: viewer }: Viewer, orderId: string) {
  const [row] = await db
    .select({ order: orders, buyer: users, couponCode: coupons.code })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!row || !(await canFollowStudent(db, viewer, row.order.userId)))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const { order, buyer } = row;
  if (!order.receiptNo || !order.paidAt) throw conflict(PAYMENT_MESSAGES.receiptNotReady);

  const site = await readSiteConfig(db);
  const business = site.business;
  const item = await itemOf(db, order);
  const bytes = await renderReceipt({
    receiptNo: order.receiptNo,
    paidAt: order.paidAt,
    seller: {
      name: business?.legalName ?? site.general?.siteName ?? 'Academy',
      address: business?.address ?? site.contact?.address ?? '',
      state: business?.state ?? null,
      gstin: business?.gstin || null,
    },
    buyer: { name: buyer.name, phone: buyer.phone, state: buyer.state },
    item: {
      description: `${RECEIPT_KINDS[item.kind]}: ${item.title}`,
      sacCode: business?.sacCode ?? null,
    },
    listPaise: order.amountPaise + order.discountPaise,
    discountPaise: order.discountPaise,
    couponCode: row.couponCode,
    amountPaise: order.amountPaise,
    refundedPaise: order.refundedPaise,
    gst: splitGst(order.amountPaise, {
      hasGstin: Boolean(business?.gstin),
      ratePercent: business?.gstRatePercent ?? 0,
      academyState: business?.state ?? '',
      studentState: buyer.state,
    }),
    payment: { ref: order.providerRef, method: order.method, provider: order.provider },
  });
  return { bytes, filename: `receipt-${order.receiptNo.replace('/', '-')}.pdf` };
}
