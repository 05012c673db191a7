import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatCount, formatRupees } from './indian-numbers.ts';

const intlRupees = (paise: number) => {
  const rupees = paise / 100;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
};

describe('Indian number formats', () => {
  it('groups a count as en-IN does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes rupees from paise as en-IN currency does', () => {
    expect(formatRupees(149900)).toBe('₹1,499');
    expect(formatRupees(49950)).toBe('₹499.50');
    expect(formatRupees(12345600)).toBe('₹1,23,456');
    expect(formatRupees(5)).toBe('₹0.05');
    // A receipt's amounts: always two decimals, and "Rs. " where the font has no ₹.
    expect(formatRupees(149900, { fixed: true })).toBe('₹1,499.00');
    expect(formatRupees(12345650, { symbol: 'Rs. ', fixed: true })).toBe('Rs. 1,23,456.50');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(formatRupees(paise)).toBe(intlRupees(paise));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('countOf', () => {
  it('agrees the word with the number', () => {
    expect(countOf(1, 'student')).toBe('1 student');
    expect(countOf(0, 'student')).toBe('0 students');
    expect(countOf(125000, 'view')).toBe('1,25,000 views');
  });
});
