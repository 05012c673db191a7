import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@academy/contract/locales';

/**
 * The admin's screens have a catalog of their own (lingui.config.ts), fetched with the admin
 * area's code and added to the page's i18n, so no other page's HTML or script carries it.
 */
const adminCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/admin.po'),
  hi: () => import('../../locales/hi/admin.po'),
};

let pageI18n: I18n | undefined;
const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<void>>();

/**
 * The page's i18n, once it exists (main.tsx): the admin catalog joins it, whether it arrived
 * before (fetched with the first page's code) or arrives later (the first admin page visited).
 */
export function attachAreaCatalogs(i18n: I18n) {
  pageI18n = i18n;
  for (const [locale, messages] of loaded) i18n.load(locale, messages);
}

/** Fetches the admin catalog of `locale` once and adds it to the page's i18n. */
export function loadAdminCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = adminCatalogs[locale]().then(({ messages }) => {
      loaded.set(locale, messages);
      pageI18n?.load(locale, messages);
    });
    loading.set(locale, pending);
  }
  return pending;
}
