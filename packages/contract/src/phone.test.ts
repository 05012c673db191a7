import { describe, expect, it } from 'vitest';
import { indiaMetadata } from '../scripts/india-metadata.ts';
import { normalizePhone } from './phone.ts';
import stored from './phone-metadata-in.json' with { type: 'json' };

describe('normalizePhone', () => {
  it('makes one E.164 number of the usual ways of writing an Indian mobile', () => {
    for (const typed of ['98765 43210', '+91 98765 43210', '09876543210', ' 919876543210 ']) {
      expect(normalizePhone(typed)).toBe('+919876543210');
    }
  });

  it('refuses what is not a valid Indian number, foreign numbers included', () => {
    for (const typed of [
      '',
      '12345',
      '98765 4321',
      '+44 20 7946 0958',
      '+1 415 555 0100',
      'phone',
    ]) {
      expect(normalizePhone(typed)).toBeNull();
    }
  });

  it("keeps India's data as the phone library has it (npm run phone-metadata -w packages/contract)", () => {
    expect(stored).toEqual(indiaMetadata());
  });
});
