/**
 * The academy's calendar: dates and times in India, for the server and the browser alike (no
 * zod here, so a page can use it). The one place that names the time zone: everything else asks
 * this module for today, a day's midnight, the week, the month or the financial year (the
 * linter refuses the zone's name and offset anywhere else).
 */

/** The academy's zone, for `Intl` formats and PostgreSQL's `at time zone`. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The academy's clock: classes are at Indian times, whatever the server's zone. India keeps
 * no daylight saving, so a day in India is plain arithmetic on this offset.
 */
export const ACADEMY_UTC_OFFSET_MINUTES = 330;

/** A live class is shown with its link from this many minutes before it starts. */
export const LIVE_LINK_LEAD_MINUTES = 15;

/** Monday is 1 and Sunday 7 (ISO), as the timetable stores them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const OFFSET_MS = ACADEMY_UTC_OFFSET_MINUTES * 60_000;

/** The academy's wall clock at an instant, as an ISO string without a zone (…T14:05:00.000). */
const wallClock = (at: Date | number) =>
  new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 23);

/** The date at the academy (India) of an instant, as YYYY-MM-DD. */
export const academyDateOf = (at: Date | number): string => wallClock(at).slice(0, 10);

/** Today's date at the academy (India), as YYYY-MM-DD, whatever the server's time zone. */
export const academyToday = (now = Date.now()): string => academyDateOf(now);

/** The hour (0 to 23) on the academy's clock at an instant. */
export const academyHourOf = (at: Date | number): number => Number(wallClock(at).slice(11, 13));

/**
 * The instant of a time on the academy's clock: `2026-11-25T17:00` (seconds optional), as a
 * datetime-local field or a test writes it.
 */
export const academyInstant = (local: string): Date =>
  new Date(Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`) - OFFSET_MS);

/** An instant on the academy's clock, to the minute (2026-11-25T17:00): a datetime-local value. */
export const academyLocalTime = (at: Date | number): string => wallClock(at).slice(0, 16);

/** The first instant of a date at the academy: its midnight in India. */
export const academyMidnight = (date: string): Date => academyInstant(`${date}T00:00`);

/** Midday at the academy on a date: an instant that is on that date in every report. */
export const academyMidday = (date: string): Date => academyInstant(`${date}T12:00`);

/** A calendar month in India (YYYY-MM): its first instant and the next month's. */
export function academyMonth(month: string): readonly [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [academyMidnight(`${month}-01`), academyMidnight(`${next}-01`)] as const;
}

/** India's financial year (April to March) of a moment, read on the Indian clock: "2026-27". */
export function financialYearOf(at: Date | number): string {
  const [year, month] = academyDateOf(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

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
  academyInstant(`${date}T${startTime}`).getTime();
