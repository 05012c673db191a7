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

/** A language's compiled messages; the server also serves them as a file (web-build.ts). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages;
}

/**
 * The catalog file the server's page names, preloaded with the entry
 * (apps/web/start-after-paint.ts): data rather than a script in the first load, and cached
 * across pages. Undefined where the page names none (the bare app page) or it cannot be had
 * (offline, before the service worker kept it): the catalog's chunk, which the service worker
 * keeps, then stands in.
 */
async function servedMessages(): Promise<Messages | undefined> {
  if (typeof document === 'undefined') return undefined;
  const href = document.querySelector<HTMLMetaElement>(`meta#${CATALOG_ELEMENT_ID}`)?.content;
  if (!href) return undefined;
  try {
    const response = await fetch(href);
    return response.ok ? ((await response.json()) as Messages) : undefined;
  } catch {
    return undefined;
  }
}

/** An i18n instance of its own per page load (or per server render), never a shared global. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = (await servedMessages()) ?? (await loadMessages(locale));
  return setupI18n({ locale, messages: { [locale]: messages } });
}
