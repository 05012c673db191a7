import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { GstSplit } from '@academy/contract/gst';

/** Everything a receipt prints, already decided (tax split, names, addresses). */
export interface ReceiptData {
  receiptNo: string;
  paidAt: Date;
  seller: { name: string; address: string; state: string | null; gstin: string | null };
  buyer: { name: string; phone: string | null; state: string | null };
  item: { description: string; sacCode: string | null };
  listPaise: number;
  discountPaise: number;
  couponCode: string | null;
  amountPaise: number;
  refundedPaise: number;
  gst: GstSplit;
  payment: { ref: string | null; method: string | null; provider: string };
}

/** pdf-lib's standard fonts speak WinAnsi only: no ₹ sign, so amounts read "Rs. 1,499.00". */
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const METHODS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  coupon: 'Coupon (nothing to pay)',
  dev: 'Development mode (no money taken)',
};

const dateIn = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Characters a standard font cannot draw (Devanagari, emoji) become '?', never an exception. */
const safe = (font: PDFFont, text: string) =>
  [...text].map((c) => (font.getCharacterSet().includes(c.codePointAt(0)!) ? c : '?')).join('');

/**
 * An A4 receipt, or a tax invoice when the academy has a GSTIN: who sold what to whom, for how
 * much, the GST inside that price (CGST and SGST, or IGST), and how it was paid.
 */
export async function renderReceipt(data: ReceiptData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const isInvoice = data.gst.kind !== 'none';
  pdf.setTitle(`${isInvoice ? 'Tax invoice' : 'Receipt'} ${data.receiptNo}`);
  pdf.setAuthor(data.seller.name);
  pdf.setCreationDate(data.paidAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const grey = rgb(0.4, 0.4, 0.45);
  let y = 790;

  const text = (
    p: PDFPage,
    value: string,
    x: number,
    opts: { font?: PDFFont; size?: number; color?: typeof ink } = {},
  ) => {
    const font = opts.font ?? regular;
    p.drawText(safe(font, value), { x, y, size: opts.size ?? 10, font, color: opts.color ?? ink });
  };
  const right = (value: string, xRight: number, font = regular, size = 10) => {
    const v = safe(font, value);
    page.drawText(v, { x: xRight - font.widthOfTextAtSize(v, size), y, size, font, color: ink });
  };
  const line = () => {
    page.drawLine({
      start: { x: 50, y: y + 4 },
      end: { x: 545, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });
  };

  text(page, isInvoice ? 'TAX INVOICE' : 'RECEIPT', 50, { font: bold, size: 18 });
  right(`No. ${data.receiptNo}`, 545, bold, 11);
  y -= 18;
  right(`Date: ${dateIn(data.paidAt)}`, 545);
  y -= 30;

  text(page, data.seller.name, 50, { font: bold, size: 12 });
  y -= 15;
  for (const part of data.seller.address.split(/,\s*|\n/).filter(Boolean)) {
    text(page, part, 50, { color: grey });
    y -= 13;
  }
  if (data.seller.state) {
    text(page, `State: ${data.seller.state}`, 50, { color: grey });
    y -= 13;
  }
  if (data.seller.gstin) {
    text(page, `GSTIN: ${data.seller.gstin}`, 50, { font: bold });
    y -= 13;
  }
  y -= 14;
  text(page, 'Billed to', 50, { color: grey, size: 9 });
  y -= 14;
  text(page, data.buyer.name, 50, { font: bold });
  y -= 13;
  if (data.buyer.phone) {
    text(page, data.buyer.phone, 50);
    y -= 13;
  }
  if (data.buyer.state) {
    text(page, `State: ${data.buyer.state}`, 50);
    y -= 13;
  }
  y -= 20;

  text(page, 'Description', 50, { font: bold });
  if (isInvoice) text(page, 'SAC', 360, { font: bold });
  right('Amount', 545, bold);
  y -= 8;
  line();
  y -= 14;
  text(page, data.item.description.slice(0, 70), 50);
  if (isInvoice && data.item.sacCode) text(page, data.item.sacCode, 360);
  right(rupees(data.listPaise), 545);
  y -= 18;

  const row = (label: string, paise: number, font = regular) => {
    text(page, label, 300, { font });
    right(rupees(paise), 545, font);
    y -= 16;
  };
  if (data.discountPaise > 0)
    row(`Discount${data.couponCode ? ` (coupon ${data.couponCode})` : ''}`, -data.discountPaise);
  if (data.gst.kind !== 'none') {
    row('Taxable value', data.gst.taxablePaise);
    if (data.gst.kind === 'intra') {
      row(`CGST @ ${data.gst.ratePercent / 2}%`, data.gst.cgstPaise);
      row(`SGST @ ${data.gst.ratePercent / 2}%`, data.gst.sgstPaise);
    } else row(`IGST @ ${data.gst.ratePercent}%`, data.gst.igstPaise);
  }
  y -= 2;
  line();
  y -= 14;
  row(isInvoice ? 'Total (GST included)' : 'Total paid', data.amountPaise, bold);
  if (data.refundedPaise > 0) {
    row('Refunded', -data.refundedPaise);
    row('Net paid', data.amountPaise - data.refundedPaise, bold);
  }
  y -= 20;

  const method = data.payment.method ? (METHODS[data.payment.method] ?? data.payment.method) : '—';
  text(page, `Paid by: ${method}`, 50);
  y -= 14;
  if (data.payment.ref) {
    text(
      page,
      `${data.payment.provider === 'razorpay' ? 'Razorpay payment id' : 'Reference'}: ${data.payment.ref}`,
      50,
    );
    y -= 14;
  }
  y -= 24;
  text(
    page,
    isInvoice
      ? 'Prices include GST. This is a computer-generated invoice and needs no signature.'
      : 'This is a computer-generated receipt and needs no signature.',
    50,
    { color: grey, size: 9 },
  );
  return pdf.save();
}
