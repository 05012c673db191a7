import { useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  localePath,
  splitLocale,
  type Locale,
} from '@academy/contract/locales';

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : 'en';
}

/** The language tag for Intl (dates, times, numbers) of the page being shown. */
export const useIntlLocale = () => INTL_LOCALE[useLocale()];

/** The language of the address the browser is at. */
export const locationLocale = () => splitLocale(window.location.pathname).locale;

/**
 * The language of the address the browser is at, and the default on the server, which loads
 * everything a render needs itself (entry-server.tsx) and asks no API.
 */
export const browserLocale = (): Locale =>
  typeof window === 'undefined' ? DEFAULT_LOCALE : locationLocale();

/**
 * Keeps the choice for a year. The server reads it on a bare address (`/courses`) and sends a
 * Hindi reader to `/hi/courses` before anything is drawn.
 */
export function rememberLocale(locale: Locale) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not text
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/** The address of the page the browser is at, in another language. */
export function currentPageIn(locale: Locale): string {
  const { pathname, search, hash } = window.location;
  return localePath(locale, splitLocale(pathname).path) + search + hash;
}
