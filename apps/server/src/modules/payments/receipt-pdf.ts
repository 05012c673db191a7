import { PDFDocument, rgb } from 'pdf-lib';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { rupeesInWords } from '@academy/contract/amount-in-words';
import { formatRupees } from '@academy/contract/indian-numbers';
import {
  documentDate,
  stateWithCode,
  taxOf,
  type GstSplit,
  type TaxDocument,
} from '@academy/contract/gst';
import { INTL_LOCALE, type Locale } from '@academy/contract/locales';
import { drawLine, embedFace, hasDevanagari, widthOf, type PdfFace } from '../../lib/pdf-text.ts';
import { embedSignature } from '../site-config/signature.ts';
import { RECEIPT_LABELS } from './receipt-labels.ts';

/** An address as the form took it, one printed line per line or comma. */
const addressLines = (address: string) => address.split(/,\s*|\n/).filter(Boolean);

/** A paid order's receipt, or one of its credit notes, with what only the order knows. */
export interface DocumentToPrint {
  doc: TaxDocument;
  /** The receipt's number and when it was paid; for a credit note, the invoice it corrects. */
  receiptNo: string;
  paidAt: Date;
  payment: { ref: string | null; method: string | null; provider: string };
  creditNote?: { no: string; issuedAt: Date; refundPaise: number; gst: GstSplit };
  /** The language of the labels: the reader's. */
  locale: Locale;
  /** The signature image the document froze, drawn above the signatory's name. */
  signature?: { bytes: Uint8Array; type: string } | null;
}

/** The box a signature image is scaled into, in points (about 53 × 13 mm). */
const SIGNATURE_BOX = { width: 150, height: 36 };

/**
 * An amount. In English "Rs. 1,499.00", as Helvetica has no ₹; in Hindi "₹1,499.00", the sign
 * drawn in the Devanagari font, which has it.
 */
const money = (paise: number, locale: Locale) =>
  formatRupees(paise, { symbol: locale === 'hi' ? '₹' : 'Rs. ', fixed: true });

const dateIn = (at: Date, locale: Locale) =>
  at.toLocaleDateString(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  });

/**
 * An A4 tax invoice (rule 46), bill of supply (rule 49), credit note (rule 53) or plain receipt,
 * printed from the document frozen when it was issued: reprinting it prints the same page, in
 * English or Hindi labels.
 */
export async function renderReceipt(data: DocumentToPrint): Promise<Uint8Array> {
  const { doc, creditNote, locale } = data;
  const words = RECEIPT_LABELS[locale];
  const pdf = await PDFDocument.create();
  const title = creditNote ? words.titles.creditNote : words.titles[doc.kind];
  const number = creditNote?.no ?? data.receiptNo;
  const invoiceDate = documentDate(doc, data.paidAt);
  const date = creditNote?.issuedAt ?? invoiceDate;
  const gst = creditNote?.gst ?? doc.gst;
  const total = creditNote?.refundPaise ?? doc.amountPaise;
  const taxed = gst.kind !== 'none';
  // The document's title in its metadata stays English: file managers and mail show it.
  const englishTitle = creditNote ? 'Credit note' : RECEIPT_LABELS.en.titles[doc.kind];
  pdf.setTitle(`${englishTitle.charAt(0)}${englishTitle.slice(1).toLowerCase()} ${number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(date);
  const page = pdf.addPage([595.28, 841.89]);
  // A name or address written in Devanagari prints as written, in either language.
  const devanagari = locale === 'hi' || hasDevanagari(JSON.stringify(doc));
  const regular = await embedFace(pdf, 'regular', devanagari);
  const bold = await embedFace(pdf, 'bold', devanagari);
  const ink = rgb(0.1, 0.1, 0.12);
  const grey = rgb(0.4, 0.4, 0.45);
  let y = 790;

  const text = (
    value: string,
    x: number,
    opts: { face?: PdfFace; size?: number; color?: typeof ink } = {},
  ) =>
    drawLine(page, opts.face ?? regular, value, {
      x,
      y,
      size: opts.size ?? 10,
      color: opts.color ?? ink,
    });
  const lines = (values: string[], opts: Parameters<typeof text>[2] = {}) => {
    for (const value of values) {
      text(value, 50, opts);
      y -= 13;
    }
  };
  const right = (value: string, xRight: number, face = regular, size = 10) =>
    text(value, xRight - widthOf(face, value, size), { face, size });
  const rule = () => {
    page.drawLine({
      start: { x: 50, y: y + 4 },
      end: { x: 545, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });
  };

  text(title, 50, { face: bold, size: 18 });
  right(`${words.number} ${number}`, 545, bold, 11);
  y -= 18;
  right(`${words.date}: ${dateIn(date, locale)}`, 545);
  y -= 30;

  text(doc.seller.name, 50, { face: bold, size: 12 });
  y -= 15;
  lines(addressLines(doc.seller.address), { color: grey });
  if (doc.seller.state)
    lines([`${words.state}: ${stateWithCode(doc.seller.state)}`], { color: grey });
  if (doc.seller.gstin) lines([`GSTIN: ${doc.seller.gstin}`], { face: bold });
  y -= 14;
  text(words.billedTo, 50, { color: grey, size: 9 });
  y -= 14;
  lines([doc.buyer.name], { face: bold });
  // Documents frozen before the buyer's address was asked for have none.
  if (doc.buyer.address) lines(addressLines(doc.buyer.address));
  if (doc.buyer.phone) lines([doc.buyer.phone]);
  if (doc.kind !== 'receipt')
    lines([
      `${words.state}: ${doc.buyer.state ? stateWithCode(doc.buyer.state) : words.stateUnknown}`,
    ]);
  y -= 8;
  if (doc.placeOfSupply) lines([`${words.placeOfSupply}: ${stateWithCode(doc.placeOfSupply)}`]);
  if (doc.kind === 'invoice') lines([words.reverseChargeNo]);
  if (creditNote) lines([words.against(data.receiptNo, dateIn(invoiceDate, locale))]);
  y -= 12;

  const withSac = doc.kind !== 'receipt';
  text(words.description, 50, { face: bold });
  if (withSac) text('SAC', 360, { face: bold });
  right(words.amount, 545, bold);
  y -= 8;
  rule();
  y -= 14;
  text(`${creditNote ? words.refund : ''}${doc.item.description}`.slice(0, 70), 50);
  if (withSac && doc.item.sacCode) text(doc.item.sacCode, 360);
  right(money(creditNote ? total : doc.listPaise, locale), 545);
  y -= 18;

  const row = (label: string, paise: number, face = regular) => {
    text(label, 300, { face });
    right(money(paise, locale), 545, face);
    y -= 16;
  };
  if (!creditNote && doc.discountPaise > 0)
    row(
      `${words.discount}${doc.couponCode ? ` (${words.coupon(doc.couponCode)})` : ''}`,
      -doc.discountPaise,
    );
  if (taxed) {
    row(words.taxableValue, gst.taxablePaise);
    if (gst.kind === 'intra') {
      row(`CGST @ ${gst.ratePercent / 2}%`, gst.cgstPaise);
      row(`${gst.stateTax} @ ${gst.ratePercent / 2}%`, gst.sgstPaise);
    } else if (gst.kind === 'inter') row(`IGST @ ${gst.ratePercent}%`, gst.igstPaise);
    row(creditNote ? words.taxReversed : words.totalTax, taxOf(gst));
  }
  y -= 2;
  rule();
  y -= 14;
  row(creditNote ? words.totalRefunded : taxed ? words.totalWithGst : words.totalPaid, total, bold);
  lines([`${words.inWords}: ${rupeesInWords(total)}`]);
  y -= 14;

  if (!creditNote) {
    const method = data.payment.method
      ? (words.methods[data.payment.method] ?? data.payment.method)
      : '—';
    lines([`${words.paidBy}: ${method}`]);
    if (data.payment.ref)
      lines([
        `${data.payment.provider === 'razorpay' ? words.razorpayId : words.reference}: ${data.payment.ref}`,
      ]);
    // Money taken at the desk on an earlier day, invoiced when it was recorded.
    if (dateIn(data.paidAt, 'en') !== dateIn(invoiceDate, 'en'))
      lines([`${words.receivedOn}: ${dateIn(data.paidAt, locale)}`]);
  }
  y -= 20;
  if (doc.kind !== 'receipt') {
    text(words.for(doc.seller.name), 330, { face: bold });
    if (data.signature) {
      const image = await embedSignature(pdf, data.signature);
      const scale = Math.min(
        SIGNATURE_BOX.width / image.width,
        SIGNATURE_BOX.height / image.height,
        1,
      );
      const height = image.height * scale;
      page.drawImage(image, { x: 330, y: y - 6 - height, width: image.width * scale, height });
      y -= 6 + SIGNATURE_BOX.height + 14;
    } else y -= 40;
    text(doc.seller.signatoryName || '____________________', 330);
    y -= 13;
    text(
      `${doc.seller.signatoryDesignation ? `${doc.seller.signatoryDesignation}, ` : ''}${words.signatory}`,
      330,
      { color: grey },
    );
    y -= 26;
  }
  text(creditNote ? words.notes.creditNote : words.notes[doc.kind], 50, {
    color: grey,
    size: 9,
  });
  return pdf.save();
}

/** Documents of one order in one file, a page each (an order refunded in parts). */
export async function joinPdfs(files: Uint8Array[]): Promise<Uint8Array> {
  const joined = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file);
    for (const page of await joined.copyPages(source, source.getPageIndices()))
      joined.addPage(page);
    if (joined.getPageCount() === 1) joined.setTitle(source.getTitle() ?? '');
  }
  return joined.save();
}
