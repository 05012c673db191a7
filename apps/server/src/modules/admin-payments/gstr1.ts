import { and, asc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { ACADEMY_TIME_ZONE, academyMonth } from '@academy/contract/academy-calendar';
import type { CreditNote, GstSplit, TaxDocument } from '@academy/contract/gst';
import { gstStateCode } from '@academy/contract/indian-states';
import { paiseToRupees } from '@academy/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';

/**
 * Since 1 August 2024 an inter-state invoice to an unregistered buyer over ₹1 lakh is a B2CL
 * supply, listed one by one (and its credit notes in CDNUR); everything else is B2CS.
 */
const B2CL_OVER_PAISE = 100_000_00;

const rupees = (paise: number) => paiseToRupees(paise, true);
/** The offline tool's date: 05-Nov-2026. */
const toolDate = (at: Date) => {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  })
    .format(at)
    .split(' ');
  return `${day}-${month}-${year}`;
};
/** The portal's place of supply: 07-Delhi. */
const place = (state: string) => `${gstStateCode(state)}-${state}`;
const taxes = (g: GstSplit) => ({
  igst: g.kind === 'inter' ? g.igstPaise : 0,
  cgst: g.kind === 'intra' ? g.cgstPaise : 0,
  sgst: g.kind === 'intra' ? g.sgstPaise : 0,
});
const rateOf = (g: GstSplit) => (g.kind === 'none' ? 0 : g.ratePercent);
const isB2cl = (doc: TaxDocument) => doc.gst.kind === 'inter' && doc.amountPaise > B2CL_OVER_PAISE;

/** A signed document of the month: an invoice adds, a credit note takes away. */
interface Line {
  no: string;
  at: Date;
  doc: TaxDocument;
  gst: GstSplit;
  valuePaise: number;
  sign: 1 | -1;
  invoice?: { no: string; at: Date };
}

/** The date an invoice bears (documentDate): its issue, else, issued before that was kept, its payment. */
const invoiceDate =
  sql<Date>`coalesce((${orders.taxDocument}->>'issuedAt')::timestamptz, ${orders.paidAt})`.mapWith(
    orders.paidAt,
  );

async function linesOf(db: DbOrTx, month: string): Promise<Line[]> {
  const [start, end] = academyMonth(month);
  const invoices = await db
    .select({ no: orders.receiptNo, at: invoiceDate, doc: orders.taxDocument })
    .from(orders)
    .where(
      and(
        gte(invoiceDate, start),
        lt(invoiceDate, end),
        sql`${orders.taxDocument}->>'kind' = 'invoice'`,
      ),
    )
    .orderBy(asc(orders.receiptNo));
  const issuedAt = sql`(${refunds.creditNote}->>'issuedAt')::timestamptz`;
  const notes = await db
    .select({
      no: refunds.creditNoteNo,
      note: refunds.creditNote,
      invoiceNo: orders.receiptNo,
      invoiceAt: invoiceDate,
      doc: orders.taxDocument,
    })
    .from(refunds)
    .innerJoin(orders, sql`${orders.id} = ${refunds.orderId}`)
    .where(
      and(
        isNotNull(refunds.creditNoteNo),
        sql`${issuedAt} >= ${start.toISOString()}::timestamptz`,
        sql`${issuedAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(refunds.creditNoteNo));
  return [
    ...invoices.map((i): Line => ({
      no: i.no!,
      at: i.at!,
      doc: i.doc!,
      gst: i.doc!.gst,
      valuePaise: i.doc!.amountPaise,
      sign: 1,
    })),
    ...notes.map((n): Line => {
      const note = n.note as CreditNote;
      return {
        no: n.no!,
        at: new Date(note.issuedAt),
        doc: n.doc!,
        gst: note.gst,
        valuePaise: note.refundPaise,
        sign: -1,
        invoice: { no: n.invoiceNo!, at: n.invoiceAt! },
      };
    }),
  ];
}

/** Adds lines up by a key, keeping the first line of each group to label it. */
function sumBy(lines: Line[], key: (l: Line) => string) {
  const groups = new Map<
    string,
    { first: Line; taxable: number; igst: number; cgst: number; sgst: number }
  >();
  for (const l of lines) {
    const k = key(l);
    const g = groups.get(k) ?? { first: l, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    const t = taxes(l.gst);
    g.taxable += l.sign * l.gst.taxablePaise;
    g.igst += l.sign * t.igst;
    g.cgst += l.sign * t.cgst;
    g.sgst += l.sign * t.sgst;
    groups.set(k, g);
  }
  return [...groups.values()];
}

const csv = (columns: string[], rows: (string | number)[][]) =>
  stringify(rows, { header: true, columns });

/**
 * The month's GSTR-1 for an academy that sells to students (all unregistered buyers), one CSV per
 * section in the offline tool's template: B2CS net of its credit notes by place of supply and
 * rate, B2CL and their credit notes (CDNUR) one by one, the SAC summary (table 12, B2C) and the
 * documents issued (table 13). Amounts in rupees with two decimals.
 */
export async function gstr1Files(db: DbOrTx, month: string) {
  const lines = await linesOf(db, month);
  const small = lines.filter((l) => !isB2cl(l.doc));
  const large = lines.filter((l) => isB2cl(l.doc));
  const b2cs = csv(
    [
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    sumBy(small, (l) => `${l.doc.placeOfSupply}|${rateOf(l.gst)}`).map((g) => [
      'OE',
      place(g.first.doc.placeOfSupply!),
      rateOf(g.first.gst),
      '',
      rupees(g.taxable),
      '',
      '',
    ]),
  );
  const b2cl = csv(
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    large
      .filter((l) => l.sign === 1)
      .map((l) => [
        l.no,
        toolDate(l.at),
        rupees(l.valuePaise),
        place(l.doc.placeOfSupply!),
        '',
        rateOf(l.gst),
        rupees(l.gst.taxablePaise),
        '',
        '',
      ]),
  );
  const cdnur = csv(
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    large
      .filter((l) => l.sign === -1)
      .map((l) => [
        'B2CL',
        l.no,
        toolDate(l.at),
        'C',
        place(l.doc.placeOfSupply!),
        rupees(l.valuePaise),
        '',
        rateOf(l.gst),
        rupees(l.gst.taxablePaise),
        '',
      ]),
  );
  const hsn = csv(
    [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    sumBy(lines, (l) => `${l.doc.item.sacCode}|${rateOf(l.gst)}`).map((g) => [
      g.first.doc.item.sacCode ?? '',
      'Education services',
      'NA',
      0,
      rupees(g.taxable + g.igst + g.cgst + g.sgst),
      rateOf(g.first.gst),
      rupees(g.taxable),
      rupees(g.igst),
      rupees(g.cgst),
      rupees(g.sgst),
      '',
    ]),
  );
  const series = (nature: string, numbers: string[]) =>
    numbers.length ? [[nature, numbers[0]!, numbers.at(-1)!, numbers.length, 0]] : [];
  const docs = csv(
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    [
      ...series(
        'Invoices for outward supply',
        lines.filter((l) => l.sign === 1).map((l) => l.no),
      ),
      ...series(
        'Credit Note',
        lines.filter((l) => l.sign === -1).map((l) => l.no),
      ),
    ],
  );
  return [
    { name: 'b2cs.csv', content: b2cs },
    { name: 'b2cl.csv', content: b2cl },
    { name: 'cdnur.csv', content: cdnur },
    { name: 'hsn(b2c).csv', content: hsn },
    { name: 'docs.csv', content: docs },
  ];
}
