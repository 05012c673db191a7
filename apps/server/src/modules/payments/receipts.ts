import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '@academy/contract/locales';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import type { Db } from '../../db/client.ts';
import { orders, refunds, type OrderRow } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import type { TaxDocument } from '@academy/contract/gst';
import type { FileStorage } from '../files/storage.ts';
import { readSignature } from '../site-config/signature.ts';
import { joinPdfs, renderReceipt } from './receipt-pdf.ts';
import { taxDocumentOf } from './tax-document.ts';

/** The order, for its student, their parent or an admin (anyone else: not found), once paid. */
async function paidOrderFor(db: Db, { user: viewer }: Viewer, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !(await canFollowStudent(db, viewer, order.userId)))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  if (!order.receiptNo || !order.paidAt) throw conflict(PAYMENT_MESSAGES.receiptNotReady);
  return order as OrderRow & { receiptNo: string; paidAt: Date };
}

/** The signature the document froze, if its file is still there (a lost file prints a line). */
const signatureOf = (db: Db, storage: FileStorage, doc: TaxDocument) =>
  doc.seller.signatureFileId
    ? readSignature(db, storage, doc.seller.signatureFileId).catch(() => null)
    : null;

const printed = (order: OrderRow & { receiptNo: string; paidAt: Date }, locale: Locale) => ({
  locale,
  receiptNo: order.receiptNo,
  paidAt: order.paidAt,
  payment: { ref: order.providerRef, method: order.method, provider: order.provider },
});

/**
 * GET /api/payments/orders/:id/receipt: the document frozen when the order was paid. An order
 * paid before documents were kept is drawn from today's settings, as it always was.
 */
export async function receiptFor(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  orderId: string,
  locale: Locale,
) {
  const order = await paidOrderFor(db, viewer, orderId);
  const doc = order.taxDocument ?? (await taxDocumentOf(db, order));
  const signature = await signatureOf(db, storage, doc);
  const bytes = await renderReceipt({ doc, signature, ...printed(order, locale) });
  return { bytes, filename: `receipt-${order.receiptNo.replace('/', '-')}.pdf` };
}

/**
 * GET /api/payments/orders/:id/credit-note: the credit notes of the order's refunds, a page each,
 * for whoever may read its receipt; none issued (no refund, or not a tax invoice) is not found.
 */
export async function creditNotesFor(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  orderId: string,
  locale: Locale,
) {
  const order = await paidOrderFor(db, viewer, orderId);
  const issued = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNotNull(refunds.creditNoteNo)))
    .orderBy(asc(refunds.creditNoteNo));
  if (!order.taxDocument || issued.length === 0)
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.creditNoteNotFound);
  const signature = await signatureOf(db, storage, order.taxDocument);
  const pages = await Promise.all(
    issued.map((refund) =>
      renderReceipt({
        doc: order.taxDocument!,
        signature,
        ...printed(order, locale),
        creditNote: {
          no: refund.creditNoteNo!,
          issuedAt: new Date(refund.creditNote!.issuedAt),
          refundPaise: refund.creditNote!.refundPaise,
          gst: refund.creditNote!.gst,
        },
      }),
    ),
  );
  const bytes = pages.length === 1 ? pages[0]! : await joinPdfs(pages);
  return { bytes, filename: `credit-note-${order.receiptNo.replace('/', '-')}.pdf` };
}
