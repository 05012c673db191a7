import { addDays } from '@academy/contract/academy-calendar';
import type { Weekday } from '@academy/contract/academy-calendar';
import { useDateFormat } from '@/lib/i18n/formats';

/** A known Monday: the weekday names come from the language's own calendar. */
const A_MONDAY = '2024-01-01';

/** "Monday" … "Sunday" in the page's language, by ISO weekday. */
export function useWeekdayName() {
  const format = useDateFormat({ weekday: 'long', timeZone: 'UTC' });
  return (weekday: Weekday) => format.format(new Date(addDays(A_MONDAY, weekday - 1)));
}
