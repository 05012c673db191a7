import { useDateFormat } from '@/lib/i18n/formats';

/** A term's first and last day as the page's language writes them ("1 Apr 2026 – 30 Sept 2026"). */
export function useTermDays() {
  // The days are calendar dates: read at UTC midnight and written in UTC, they stay the same day.
  const day = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (term: { startsOn: string; endsOn: string }) =>
    `${day.format(new Date(term.startsOn))} – ${day.format(new Date(term.endsOn))}`;
}
