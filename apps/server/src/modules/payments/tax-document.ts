import { eq } from 'drizzle-orm';
import { placeOfSupply, reverseGst, splitGst, type TaxDocument } from '@academy/contract/gst';
import type { BusinessSettings } from '@academy/contract/site-config';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, users, type OrderRow } from '../../db/schema/index.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { currentSignatureId } from '../site-config/signature.ts';
import { itemOf } from './order-items.ts';

/** What a document's line calls each kind of item. */
const ITEM_KINDS = { course: 'Course', note: 'Study notes', instalment: 'Batch fee' } as const;

/**
 * The order's receipt as it stands now: the seller from Site Settings > Business (without it, the
 * General tab's name and the Contact tab's address, and a plain receipt), the buyer from the
 * student's record (a parent paying a child's fee: the child's), and the tax placed by the buyer's
 * state. Called once, when the order is paid, and frozen on it.
 */
export async function taxDocumentOf(db: DbOrTx, order: OrderRow): Promise<TaxDocument> {
  const site = await readSiteConfig(db);
  const business = site.business;
  const [buyer] = await db.select().from(users).where(eq(users.id, order.userId));
  const [coupon] = order.couponId
    ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, order.couponId))
    : [];
  const item = await itemOf(db, order);
  const gst = splitGst(order.amountPaise, {
    hasGstin: issuesTaxInvoice(business),
    ratePercent: business?.gstRatePercent ?? 0,
    academyState: business?.state ?? '',
    studentState: buyer!.state,
  });
  return {
    kind: !business ? 'receipt' : gst.kind === 'none' ? 'bill' : 'invoice',
    seller: {
      name: business?.legalName ?? site.general?.siteName ?? 'Academy',
      address: business?.address ?? site.contact?.address ?? '',
      state: business?.state ?? null,
      gstin: business?.gstin || null,
      signatoryName: business?.signatoryName ?? '',
      signatoryDesignation: business?.signatoryDesignation ?? '',
      signatureFileId: business ? await currentSignatureId(db) : null,
    },
    buyer: {
      name: buyer!.name,
      phone: buyer!.phone,
      state: buyer!.state,
      address: buyer!.address,
    },
    placeOfSupply: business ? placeOfSupply(buyer!.state, business.state) : null,
    item: {
      description: `${ITEM_KINDS[item.kind]}: ${item.title}`,
      sacCode: business?.sacCode ?? null,
    },
    listPaise: order.amountPaise + order.discountPaise,
    discountPaise: order.discountPaise,
    couponCode: coupon?.code ?? null,
    amountPaise: order.amountPaise,
    gst,
  };
}

/**
 * Whether a paid order is issued a tax invoice, as `taxDocumentOf` decides: a GSTIN and a rate.
 * Its buyer's address and state are then asked for at checkout (CGST rule 46).
 */
export const issuesTaxInvoice = (business: BusinessSettings | null | undefined) =>
  Boolean(business?.gstin) && (business?.gstRatePercent ?? 0) > 0;

/** The tax a refund of this document reverses, split as the invoice was. */
export const reversedGst = (doc: TaxDocument, refundPaise: number) =>
  reverseGst(
    doc.gst,
    doc.amountPaise,
    refundPaise,
    doc.seller.state ?? '',
    doc.placeOfSupply ?? '',
  );
