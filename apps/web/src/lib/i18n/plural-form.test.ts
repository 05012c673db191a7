import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural-form';

describe('pluralForm', () => {
  it("gives the count's plural form in the page's language", () => {
    const english = { locale: 'en' };
    expect([0, 1, 2, 1.5, 1000].map((n) => pluralForm(english, n))).toEqual([
      'other',
      'one',
      'other',
      'other',
      'other',
    ]);
    // Hindi says "one" of nothing too.
    const hindi = { locale: 'hi' };
    expect([0, 1, 2].map((n) => pluralForm(hindi, n))).toEqual(['one', 'one', 'other']);
  });
});
