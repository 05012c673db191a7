import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { rupeesInWords } from '@academy/contract/amount-in-words';
import { stateWithCode, taxOf, type GstSplit, type TaxDocument } from '@academy/contract/gst';

/** A paid order's receipt, or one of its credit notes, with what only the order knows. */
/** An address as the form took it, one printed line per line or comma. */
const addressLines = (address: string) => address.split(/,\s*|\n/).filter(Boolean);

export interface DocumentToPrint {
  doc: TaxDocument;
  /** The receipt's number and date; for a credit note, the invoice it corrects. */
  receiptNo: string;
  paidAt: Date;
  payment: { ref: string | null; method: string | null; provider: string };
  creditNote?: { no: string; issuedAt: Date; refundPaise: number; gst: GstSplit };
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

const TITLES = { invoice: 'TAX INVOICE', bill: 'BILL OF SUPPLY', receipt: 'RECEIPT' } as const;

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
 * An A4 tax invoice (rule 46), bill of supply (rule 49), credit note (rule 53) or plain receipt,
 * printed from the document frozen when it was issued: reprinting it prints the same page.
 */
export async function renderReceipt(data: DocumentToPrint): Promise<Uint8Array> {
  const { doc, creditNote } = data;
  const pdf = await PDFDocument.create();
  const title = creditNote ? 'CREDIT NOTE' : TITLES[doc.kind];
  const number = creditNote?.no ?? data.receiptNo;
  const date = creditNote?.issuedAt ?? data.paidAt;
  const gst = creditNote?.gst ?? doc.gst;
  const total = creditNote?.refundPaise ?? doc.amountPaise;
  const taxed = gst.kind !== 'none';
  pdf.setTitle(`${title.charAt(0)}${title.slice(1).toLowerCase()} ${number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(date);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const grey = rgb(0.4, 0.4, 0.45);
  let y = 790;

  const text = (
    value: string,
    x: number,
    opts: { font?: PDFFont; size?: number; color?: typeof ink } = {},
  ) => {
    const font = opts.font ?? regular;
    page.drawText(safe(font, value), {
      x,
      y,
      size: opts.size ?? 10,
      font,
      color: opts.color ?? ink,
    });
  };
  const lines = (values: string[], opts: Parameters<typeof text>[2] = {}) => {
    for (const value of values) {
      text(value, 50, opts);
      y -= 13;
    }
  };
  const right = (value: string, xRight: number, font = regular, size = 10) => {
    const v = safe(font, value);
    page.drawText(v, { x: xRight - font.widthOfTextAtSize(v, size), y, size, font, color: ink });
  };
  const rule = () => {
    page.drawLine({
      start: { x: 50, y: y + 4 },
      end: { x: 545, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });
  };

  text(title, 50, { font: bold, size: 18 });
  right(`No. ${number}`, 545, bold, 11);
  y -= 18;
  right(`Date: ${dateIn(date)}`, 545);
  y -= 30;

  text(doc.seller.name, 50, { font: bold, size: 12 });
  y -= 15;
  lines(addressLines(doc.seller.address), { color: grey });
  if (doc.seller.state) lines([`State: ${stateWithCode(doc.seller.state)}`], { color: grey });
  if (doc.seller.gstin) lines([`GSTIN: ${doc.seller.gstin}`], { font: bold });
  y -= 14;
  text('Billed to', 50, { color: grey, size: 9 });
  y -= 14;
  lines([doc.buyer.name], { font: bold });
  // Documents frozen before the buyer's address was asked for have none.
  if (doc.buyer.address) lines(addressLines(doc.buyer.address));
  if (doc.buyer.phone) lines([doc.buyer.phone]);
  if (doc.kind !== 'receipt')
    lines([`State: ${doc.buyer.state ? stateWithCode(doc.buyer.state) : 'not on record'}`]);
  y -= 8;
  if (doc.placeOfSupply) lines([`Place of supply: ${stateWithCode(doc.placeOfSupply)}`]);
  if (doc.kind === 'invoice') lines(['Reverse charge: No']);
  if (creditNote) lines([`Against tax invoice No. ${data.receiptNo} dated ${dateIn(data.paidAt)}`]);
  y -= 12;

  const withSac = doc.kind !== 'receipt';
  text('Description', 50, { font: bold });
  if (withSac) text('SAC', 360, { font: bold });
  right('Amount', 545, bold);
  y -= 8;
  rule();
  y -= 14;
  text(`${creditNote ? 'Refund: ' : ''}${doc.item.description}`.slice(0, 70), 50);
  if (withSac && doc.item.sacCode) text(doc.item.sacCode, 360);
  right(rupees(creditNote ? total : doc.listPaise), 545);
  y -= 18;

  const row = (label: string, paise: number, font = regular) => {
    text(label, 300, { font });
    right(rupees(paise), 545, font);
    y -= 16;
  };
  if (!creditNote && doc.discountPaise > 0)
    row(`Discount${doc.couponCode ? ` (coupon ${doc.couponCode})` : ''}`, -doc.discountPaise);
  if (taxed) {
    row('Taxable value', gst.taxablePaise);
    if (gst.kind === 'intra') {
      row(`CGST @ ${gst.ratePercent / 2}%`, gst.cgstPaise);
      row(`${gst.stateTax} @ ${gst.ratePercent / 2}%`, gst.sgstPaise);
    } else if (gst.kind === 'inter') row(`IGST @ ${gst.ratePercent}%`, gst.igstPaise);
    row(creditNote ? 'Tax reversed' : 'Total tax', taxOf(gst));
  }
  y -= 2;
  rule();
  y -= 14;
  row(creditNote ? 'Total refunded' : taxed ? 'Total (GST included)' : 'Total paid', total, bold);
  lines([`Amount in words: ${rupeesInWords(total)}`]);
  y -= 14;

  if (!creditNote) {
    const method = data.payment.method
      ? (METHODS[data.payment.method] ?? data.payment.method)
      : '—';
    lines([`Paid by: ${method}`]);
    if (data.payment.ref)
      lines([
        `${data.payment.provider === 'razorpay' ? 'Razorpay payment id' : 'Reference'}: ${data.payment.ref}`,
      ]);
  }
  y -= 20;
  if (doc.kind !== 'receipt') {
    text(`For ${doc.seller.name}`, 330, { font: bold });
    y -= 40;
    text(doc.seller.signatoryName || '____________________', 330);
    y -= 13;
    text(
      `${doc.seller.signatoryDesignation ? `${doc.seller.signatoryDesignation}, ` : ''}Authorised signatory`,
      330,
      { color: grey },
    );
    y -= 26;
  }
  const notes = {
    invoice: 'Prices include GST.',
    bill: 'No GST is charged: the supplier is not registered for GST.',
    receipt: 'This is a computer-generated receipt and needs no signature.',
  };
  text(creditNote ? 'Issued for a refund of the tax invoice above.' : notes[doc.kind], 50, {
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
