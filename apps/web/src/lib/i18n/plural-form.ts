import type { I18n } from '@lingui/core';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category of `n` in the page's language ("one", "other"…), for a message that
 * picks its words with `select` over it and shows the count through `formatCount`.
 *
 * Not Lingui's `plural`: at run time it always formats the value with `new Intl.NumberFormat`,
 * even when the message has no `#`, and a page's first Intl number format costs 100 to 170 ms on
 * a phone, in the middle of hydrating the page. `Intl.PluralRules` costs about a millisecond.
 */
export function pluralForm(i18n: Pick<I18n, 'locale'>, n: number): Intl.LDMLPluralRule {
  let forms = rules.get(i18n.locale);
  if (!forms) {
    forms = new Intl.PluralRules(i18n.locale);
    rules.set(i18n.locale, forms);
  }
  return forms.select(n);
}
