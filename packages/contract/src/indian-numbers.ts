/**
 * Numbers as an Indian reader writes them, exactly as `Intl.NumberFormat('en-IN')` does: counts
 * 12,34,567 and rupees ₹1,23,456 or ₹499.50.
 *
 * Not with Intl itself, because a page's first Intl number format makes the browser set up its
 * number formatting first: 40 to 120 ms on the development machine, one long task in the middle
 * of hydrating a visitor's page, four times as long on the phone Lighthouse simulates
 * (decisions §36). `indian-numbers.test.ts` holds both functions to Intl's output.
 */

/** Digit groups of a whole number: the last three, then twos (12,34,567). */
function group(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** A count (students, ratings, pages): whole, never negative. */
export function formatCount(n: number): string {
  return group(Math.max(0, Math.round(n)));
}

/** "1 student", "1,250 students": the count and the word that agrees with it. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${Math.round(n) === 1 ? one : many}`;

/**
 * Rupees from paise: no decimals for whole rupees (₹1,499), otherwise two (₹499.50). A receipt
 * asks for two always (`fixed`) and may name the currency otherwise (`symbol`: "Rs. ").
 */
export function formatRupees(paise: number, { symbol = '₹', fixed = false } = {}): string {
  const total = Math.round(Math.abs(paise));
  const rupees = Math.floor(total / 100);
  const rest = total % 100;
  const sign = paise < 0 && total > 0 ? '-' : '';
  const fraction = rest || fixed ? `.${String(rest).padStart(2, '0')}` : '';
  return `${sign}${symbol}${group(rupees)}${fraction}`;
}
