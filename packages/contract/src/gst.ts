/** GST on a price that includes it, in exact paise; the parts always add up to the price. */
export type GstSplit =
  | { kind: 'none'; taxablePaise: number }
  | {
      kind: 'intra';
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      ratePercent: number;
    }
  | { kind: 'inter'; taxablePaise: number; igstPaise: number; ratePercent: number };

/**
 * Without a GSTIN nothing is taxed on the receipt. With one, a student in the academy's state pays
 * CGST and SGST (half the rate each) and anyone else IGST. A student whose state is unknown is
 * treated as out of state: IGST is what the academy would owe on a supply it cannot place.
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
  const tax = amountPaise - taxablePaise;
  if (opts.studentState && opts.studentState === opts.academyState) {
    const cgstPaise = Math.floor(tax / 2);
    return {
      kind: 'intra',
      taxablePaise,
      cgstPaise,
      sgstPaise: tax - cgstPaise,
      ratePercent: opts.ratePercent,
    };
  }
  return { kind: 'inter', taxablePaise, igstPaise: tax, ratePercent: opts.ratePercent };
}
