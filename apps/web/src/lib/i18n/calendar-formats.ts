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

/** "5:00 pm": a class's time of day, read as it is written (academy time). */
export function useClockFormat() {
  const format = useDateFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (time: string, addMinutes = 0) =>
    format.format(new Date(Date.parse(`1970-01-01T${time}:00Z`) + addMinutes * 60_000));
}
