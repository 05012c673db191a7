/**
 * The academy's calendar: dates and times in India, for the server and the browser alike (no
 * zod here, so a page can use it).
 */

/** The academy's clock: classes are at Indian times, whatever the server's zone. */
export const ACADEMY_UTC_OFFSET_MINUTES = 330;

/** A live class is shown with its link from this many minutes before it starts. */
export const LIVE_LINK_LEAD_MINUTES = 15;

/** Monday is 1 and Sunday 7 (ISO), as the timetable stores them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const OFFSET_MS = ACADEMY_UTC_OFFSET_MINUTES * 60_000;

/** Today's date at the academy (India), as YYYY-MM-DD, whatever the server's time zone. */
export const academyToday = (now = Date.now()): string =>
  new Date(now + OFFSET_MS).toISOString().slice(0, 10);

/** Midday at the academy on a date: an instant that is on that date in every report. */
export const academyMidday = (date: string): Date =>
  new Date(Date.parse(`${date}T12:00:00Z`) - OFFSET_MS);

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
