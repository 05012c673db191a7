import { describe, expect, it } from 'vitest';
import { splitGst } from './gst.ts';

const academy = { hasGstin: true, ratePercent: 18, academyState: 'Delhi' };

describe('GST inside a price', () => {
  it('splits CGST and SGST in the academy’s state, IGST elsewhere or unknown, none without a GSTIN', () => {
    expect(splitGst(149900, { ...academy, studentState: 'Delhi' })).toEqual({
      kind: 'intra',
      taxablePaise: 127034,
      cgstPaise: 11433,
      sgstPaise: 11433,
      ratePercent: 18,
    });
    expect(splitGst(149900, { ...academy, studentState: 'Bihar' })).toEqual({
      kind: 'inter',
      taxablePaise: 127034,
      igstPaise: 22866,
      ratePercent: 18,
    });
    expect(splitGst(149900, { ...academy, studentState: null }).kind).toBe('inter');
    expect(splitGst(149900, { ...academy, hasGstin: false, studentState: 'Delhi' })).toEqual({
      kind: 'none',
      taxablePaise: 149900,
    });
  });

  it('always adds up to the price, to the paisa', () => {
    for (let amount = 100; amount < 300_000; amount += 997) {
      for (const rate of [5, 12, 18, 28]) {
        const split = splitGst(amount, { ...academy, ratePercent: rate, studentState: 'Delhi' });
        if (split.kind !== 'intra') throw new Error('expected intra');
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(amount);
        expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });
});
