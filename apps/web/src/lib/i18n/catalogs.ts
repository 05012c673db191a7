import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { CATALOG_ELEMENT_ID, type Locale } from '@academy/contract/locales';

/**
 * Each language's catalog is a chunk of its own, fetched when a page in that language starts:
 * an English page never downloads the Hindi catalog, nor the other way round.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/site.po'),
  hi: () => import('../../locales/hi/site.po'),
};

/** A language's compiled messages; the server inlines them into each page (entry-server). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages;
}

/**
 * The catalog the server put in the page: the page starts without waiting for it, and without
 * a script of it in the first load.
 */
function inlinedMessages(): Messages | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(CATALOG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as Messages) : undefined;
}

/** An i18n instance of its own per page load (or per server render), never a shared global. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = inlinedMessages() ?? (await loadMessages(locale));
  return setupI18n({ locale, messages: { [locale]: messages } });
}
