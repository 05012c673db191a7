import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words.ts';
import { gstinCheckCharacter, gstinCheckIsValid, reverseGst, splitGst, taxOf } from './gst.ts';

const academy = { hasGstin: true, ratePercent: 18, academyState: 'Delhi' };

describe('GST inside a price', () => {
  it('CGST and SGST in the academy’s state or where the buyer’s is unknown, IGST elsewhere, none without a GSTIN', () => {
    expect(splitGst(149900, { ...academy, studentState: 'Delhi' })).toEqual({
      kind: 'intra',
      taxablePaise: 127034,
      cgstPaise: 11433,
      sgstPaise: 11433,
      stateTax: 'SGST',
      ratePercent: 18,
    });
    expect(splitGst(149900, { ...academy, studentState: 'Bihar' })).toEqual({
      kind: 'inter',
      taxablePaise: 127034,
      igstPaise: 22866,
      ratePercent: 18,
    });
    expect(splitGst(149900, { ...academy, studentState: null }).kind).toBe('intra');
    expect(splitGst(149900, { ...academy, hasGstin: false, studentState: 'Delhi' })).toEqual({
      kind: 'none',
      taxablePaise: 149900,
    });
  });

  it('names the state half UTGST in a union territory without a legislature', () => {
    const ut = { ...academy, academyState: 'Chandigarh' };
    expect(splitGst(149900, { ...ut, studentState: null })).toMatchObject({ stateTax: 'UTGST' });
    expect(splitGst(149900, { ...academy, studentState: 'Delhi' })).toMatchObject({
      stateTax: 'SGST',
    });
  });

  it('gives the odd paisa to SGST, and always adds up to the price', () => {
    const odd = splitGst(125, { ...academy, studentState: 'Delhi' });
    expect(odd).toMatchObject({ taxablePaise: 106, cgstPaise: 9, sgstPaise: 10 });
    for (let amount = 100; amount < 300_000; amount += 997) {
      for (const rate of [5, 12, 18, 28]) {
        const split = splitGst(amount, { ...academy, ratePercent: rate, studentState: 'Delhi' });
        if (split.kind !== 'intra') throw new Error('expected intra');
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(amount);
        expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reverses tax in proportion to a refund, to the paisa', () => {
    const invoice = splitGst(149900, { ...academy, studentState: 'Kerala' });
    expect(reverseGst(invoice, 149900, 50000, 'Delhi', 'Kerala')).toEqual({
      kind: 'inter',
      taxablePaise: 42373,
      igstPaise: 7627,
      ratePercent: 18,
    });
    for (let refund = 1; refund <= 149900; refund += 1237) {
      const note = reverseGst(invoice, 149900, refund, 'Delhi', 'Delhi');
      expect(note.taxablePaise + taxOf(note)).toBe(refund);
    }
  });
});

describe('GSTIN check character', () => {
  it('is the mod-36 checksum of the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckIsValid('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckIsValid('07AABCA1234F1ZB')).toBe(true);
    expect(gstinCheckIsValid('07AABCA1234F1Z5')).toBe(false);
  });
});

describe('amounts in words', () => {
  it('reads rupees and paise with lakh and crore', () => {
    expect(rupeesInWords(149900)).toBe('Rupees One Thousand Four Hundred Ninety Nine Only');
    expect(rupeesInWords(12345678950)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only',
    );
    expect(rupeesInWords(10000001)).toBe('Rupees One Lakh and One Paise Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});
