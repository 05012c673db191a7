import { describe, expect, it } from 'vitest';
import { compareLabels } from './compare-labels';

describe('compareLabels', () => {
  it('orders English labels alphabetically, capitals or not', () => {
    expect(['physics', 'Chemistry', 'Accounts', 'biology'].sort(compareLabels)).toEqual([
      'Accounts',
      'biology',
      'Chemistry',
      'physics',
    ]);
  });

  it('orders Hindi labels by their alphabet', () => {
    expect(['विज्ञान', 'गणित', 'अंग्रेज़ी', 'इतिहास', 'हिंदी'].sort(compareLabels)).toEqual([
      'अंग्रेज़ी',
      'इतिहास',
      'गणित',
      'विज्ञान',
      'हिंदी',
    ]);
  });

  it('gives labels that differ only in capitals one order, whichever comes first', () => {
    expect(['maths', 'Maths'].sort(compareLabels)).toEqual(['Maths', 'maths']);
    expect(['Maths', 'maths'].sort(compareLabels)).toEqual(['Maths', 'maths']);
    expect(compareLabels('Maths', 'Maths')).toBe(0);
  });
});
