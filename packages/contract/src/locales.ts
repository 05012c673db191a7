/**
 * The site's languages. English is at the bare address (`/courses`); every other language has
 * its own prefix (`/hi/courses`), so each page is crawlable in each language (decisions §52).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice, read by the server before the first byte. */
export const LOCALE_COOKIE = 'lang';

/** The element of a page that names its language's catalog file (the preload link). */
export const CATALOG_ELEMENT_ID = 'catalog';

/** What the switcher shows for each language, in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The language tag for Intl's dates and numbers: India's conventions in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * A text the admin wrote for visitors, in the page's language: its Hindi on a Hindi page when the
 * admin gave one, else the English (decisions §89). The server's page head and the app pick the
 * same.
 */
export const siteText = (locale: string, english: string, hindi: string | undefined): string =>
  locale === 'hi' && hindi?.trim() ? hindi : english;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** `/hi/courses` → `hi` and `/courses`; `/courses` → `en` and `/courses`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a page (`/courses`) in a language: `/hi/courses`, or itself in English. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The router's base for a language: '' for English. */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
