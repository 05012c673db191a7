import { INDIAN_STATES, gstStateCode } from './indian-states.ts';

/**
 * Union territories without a legislature charge UTGST where a state charges SGST (UTGST Act s.7);
 * Delhi, Puducherry and Jammu and Kashmir have legislatures and charge SGST.
 */
const UTGST_TERRITORIES: readonly string[] = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
];

/** GST on a price that includes it, in exact paise; the parts always add up to the price. */
export type GstSplit =
  | { kind: 'none'; taxablePaise: number }
  | {
      kind: 'intra';
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      /** What the second half is called where the supply is placed. */
      stateTax: 'SGST' | 'UTGST';
      ratePercent: number;
    }
  | { kind: 'inter'; taxablePaise: number; igstPaise: number; ratePercent: number };

/**
 * Place of supply of education to an unregistered buyer, IGST Act s.12(2): the buyer's state when
 * it is on record, otherwise the supplier's own.
 */
export const placeOfSupply = (buyerState: string | null, academyState: string) =>
  buyerState || academyState;

/** "Delhi (07)", as an invoice prints a state with its GST code. */
export const stateWithCode = (state: string) => `${state} (${gstStateCode(state) ?? '--'})`;

/**
 * Splits a tax amount the way the invoice states it: inside the place's state, CGST takes the
 * smaller half and SGST (or UTGST) the odd paisa, so 11,433 + 11,433 and 1 + 2 for 3 paise;
 * elsewhere it is all IGST.
 */
function splitTax(
  taxablePaise: number,
  tax: number,
  ratePercent: number,
  place: string,
  academyState: string,
): GstSplit {
  if (place !== academyState) return { kind: 'inter', taxablePaise, igstPaise: tax, ratePercent };
  const cgstPaise = Math.floor(tax / 2);
  return {
    kind: 'intra',
    taxablePaise,
    cgstPaise,
    sgstPaise: tax - cgstPaise,
    stateTax: UTGST_TERRITORIES.includes(place) ? 'UTGST' : 'SGST',
    ratePercent,
  };
}

/**
 * Without a GSTIN nothing is taxed (a bill of supply). With one, a supply placed in the academy's
 * state pays CGST and SGST (half the rate each), one placed elsewhere IGST.
 */
export function splitGst(
  amountPaise: number,
  opts: {
    hasGstin: boolean;
    ratePercent: number;
    academyState: string;
    studentState: string | null;
  },
): GstSplit {
  if (!opts.hasGstin || opts.ratePercent <= 0) return { kind: 'none', taxablePaise: amountPaise };
  // Basis points keep a rate such as 12.5% exact.
  const rateBp = Math.round(opts.ratePercent * 100);
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBp));
  const place = placeOfSupply(opts.studentState, opts.academyState);
  return splitTax(
    taxablePaise,
    amountPaise - taxablePaise,
    opts.ratePercent,
    place,
    opts.academyState,
  );
}

/** The total tax of a split (0 on a bill of supply). */
export const taxOf = (split: GstSplit) =>
  split.kind === 'intra'
    ? split.cgstPaise + split.sgstPaise
    : split.kind === 'inter'
      ? split.igstPaise
      : 0;

/**
 * The part of an invoice's tax a refund reverses (a credit note, rule 53): the taxable value in
 * proportion to the refund, rounded to the paisa, and the tax the rest of the refund, so taxable
 * plus tax is exactly the refund; the tax is split as the invoice split it.
 */
export function reverseGst(
  invoice: GstSplit,
  amountPaise: number,
  refundPaise: number,
  academyState: string,
  place: string,
): GstSplit {
  if (invoice.kind === 'none') return { kind: 'none', taxablePaise: refundPaise };
  const taxablePaise = Math.round((invoice.taxablePaise * refundPaise) / amountPaise);
  return splitTax(
    taxablePaise,
    refundPaise - taxablePaise,
    invoice.ratePercent,
    place,
    academyState,
  );
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: the mod-36 checksum of the first 14, each character's value times
 * 1 or 2 in turn, with a product's two base-36 digits added.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((c, i) => {
    const product = GSTIN_CHARS.indexOf(c) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN's shape, a real state code, and its check character. */
export const gstinShapeIsValid = (gstin: string) =>
  GSTIN_SHAPE.test(gstin) && INDIAN_STATES.some((s) => s.code === gstin.slice(0, 2));
export const gstinCheckIsValid = (gstin: string) =>
  gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];

/**
 * A receipt as issued, frozen on the order (rules 46 and 49): a tax invoice with a GSTIN, a bill
 * of supply without one, a plain receipt before the Business tab is filled in.
 */
export interface TaxDocument {
  kind: 'invoice' | 'bill' | 'receipt';
  seller: {
    name: string;
    address: string;
    state: string | null;
    gstin: string | null;
    signatoryName: string;
    signatoryDesignation: string;
    /** The stored signature image drawn above the name; absent on documents issued before. */
    signatureFileId?: string | null;
  };
  /** `address` is absent on documents issued before it was asked for. */
  buyer: { name: string; phone: string | null; state: string | null; address?: string | null };
  /** The state the supply is placed in (s.12(2)); null on a plain receipt. */
  placeOfSupply: string | null;
  item: { description: string; sacCode: string | null };
  listPaise: number;
  discountPaise: number;
  couponCode: string | null;
  amountPaise: number;
  gst: GstSplit;
  /**
   * When it was issued, the date it prints and the one its number follows. A payment taken at the
   * desk on an earlier day is invoiced when it is recorded, so numbers stay in date order (rule
   * 46(b)); the page also says when the money came. Absent on documents issued before: their date
   * is the payment's.
   */
  issuedAt?: string;
}

/** The date a tax document bears: its issue, or for one issued before that was kept, the payment. */
export const documentDate = (doc: Pick<TaxDocument, 'issuedAt'>, paidAt: Date) =>
  doc.issuedAt ? new Date(doc.issuedAt) : paidAt;

/** A credit note as issued for one refund of a tax invoice (rule 53). */
export interface CreditNote {
  issuedAt: string;
  refundPaise: number;
  gst: GstSplit;
}
