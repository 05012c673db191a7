import type { I18n, MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@academy/contract/locales';
import type { DescriptorFor } from './message-table';

let byText: Map<string, MessageDescriptor | DescriptorFor> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the translations of the contract's messages for a page in another language than
 * English: a chunk of its own, fetched with the first page that may show one (router.tsx), the
 * first toast (lib/toast.ts) or the home page's contact form, so the home page's first load
 * carries none. The server loads it before rendering such a page (entry-server.tsx).
 */
export function loadMessageTables(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  loading ??= import('./contract-tables').then(({ TABLES }) => {
    // What a schema or the server said arrives as the contract's English text: it is found by
    // the key that holds that text today, so the translation follows the key, whatever the
    // wording.
    byText = new Map(
      TABLES.flatMap(({ messages, descriptors }) =>
        Object.keys(messages).map((key) => [messages[key]!, descriptors[key]!] as const),
      ),
    );
  });
  return loading;
}

/** A contract message in the page's language; any other text, and any English page, as it came. */
export function translateMessage(i18n: I18n, text: string): string {
  if (i18n.locale === DEFAULT_LOCALE) return text;
  const descriptor = byText?.get(text);
  if (!descriptor) return text;
  return i18n._(typeof descriptor === 'function' ? descriptor(i18n) : descriptor);
}
