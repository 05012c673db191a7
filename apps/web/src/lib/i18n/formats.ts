import { useMemo } from 'react';
import { useIntlLocale } from './locale';

/**
 * A date and time format in the page's language (Indian conventions in both): `12 जनवरी 2027`
 * on a Hindi page, `12 January 2027` on an English one. Made once per language and options.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = useIntlLocale();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options by value, not identity
  return useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, key]);
}

/** A number format in the page's language, with Indian grouping (1,00,000) in both. */
export function useNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = useIntlLocale();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options by value, not identity
  return useMemo(() => new Intl.NumberFormat(locale, options), [locale, key]);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago" / "3 दिन पहले", "in 2 hours" / "2 घंटे में", relative to `now`. */
export function useRelativeTime(): (date: Date | string, now?: Date) => string {
  const locale = useIntlLocale();
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return (date, now = new Date()) => {
      const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
      }
      return format.format(Math.round(seconds / 60), 'minute');
    };
  }, [locale]);
}
