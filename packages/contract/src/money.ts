/**
 * Money (product §5.5): integer paise everywhere below the form. Rupees exist only in what an
 * admin types (`rupeesToPaise`), the text such a field starts from (`paiseToRupees`) and on the
 * screen (`formatRupees` in indian-numbers.ts). No zod here, so a visitor's page may use it.
 */

/** Rupees as the admin types them ("1,499.50") to exact paise, or NaN. No floating point. */
export function rupeesToPaise(input: string): number {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(input.replace(/,/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Paise as plain rupees, the way `rupeesToPaise` reads them back: "1499.50", and "1499" for whole
 * rupees (an amount field's starting text), or always two decimals with `fixed` (an accountant's
 * CSV: "1499.00"). Integer arithmetic only, so no float ever shows as 1499.4999.
 */
export function paiseToRupees(paise: number, fixed = false): string {
  const total = Math.abs(Math.round(paise));
  const rest = total % 100;
  const sign = paise < 0 && total > 0 ? '-' : '';
  const fraction = rest || fixed ? `.${String(rest).padStart(2, '0')}` : '';
  return `${sign}${Math.floor(total / 100)}${fraction}`;
}

/**
 * Whether an item costs nothing: marked free, or without a price. The one spelling of it for
 * courses, notes and their orders (a note's price is null when it is free).
 */
export const isFree = (item: { isFree: boolean; pricePaise: number | null }) =>
  item.isFree || !item.pricePaise;
