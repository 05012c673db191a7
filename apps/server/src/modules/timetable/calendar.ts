import { ACADEMY_UTC_OFFSET_MINUTES, type Weekday } from '@academy/contract/timetable';

const DAY_MS = 86_400_000;
const OFFSET_MS = ACADEMY_UTC_OFFSET_MINUTES * 60_000;

/** Today's date at the academy (India), as YYYY-MM-DD, whatever the server's time zone. */
export const academyToday = (now = Date.now()): string =>
  new Date(now + OFFSET_MS).toISOString().slice(0, 10);

/** The ISO weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a date falls in. */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The moment a class starts: its date and time at the academy. */
export const classStart = (date: string, startTime: string): number =>
  Date.parse(`${date}T${startTime}:00Z`) - OFFSET_MS;
