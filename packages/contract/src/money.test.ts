import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFree, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('reads rupees as an admin types them into exact paise, or NaN', () => {
    expect(rupeesToPaise('1,499.50')).toBe(149950);
    expect(rupeesToPaise(' 1499 ')).toBe(149900);
    expect(rupeesToPaise('0.5')).toBe(50);
    for (const bad of ['', '-5', '12.345', 'free', '1e3']) expect(rupeesToPaise(bad)).toBeNaN();
  });

  it('writes paise back as the rupees it reads, whole rupees without decimals', () => {
    expect(paiseToRupees(149950)).toBe('1499.50');
    expect(paiseToRupees(149900)).toBe('1499');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(149900, true)).toBe('1499.00');
    expect(paiseToRupees(-250, true)).toBe('-2.50');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
        expect(paiseToRupees(paise, true)).toBe((paise / 100).toFixed(2));
      }),
      { numRuns: 2000 },
    );
  });

  it('calls an item free when it says so or has no price', () => {
    expect(isFree({ isFree: true, pricePaise: 0 })).toBe(true);
    expect(isFree({ isFree: false, pricePaise: null })).toBe(true);
    expect(isFree({ isFree: false, pricePaise: 0 })).toBe(true);
    expect(isFree({ isFree: false, pricePaise: 100 })).toBe(false);
  });
});
