import { createHmac, timingSafeEqual } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { academyToday, addDays, classStart } from '@academy/contract/academy-calendar';
import { keyOf, occurrencesBetween, presentOccurrences, type Occurrence } from './occurrences.ts';
import { batchIdsVisibleTo } from './scope.ts';

/** How far a calendar feed reaches: recent weeks for the record, the coming term ahead. */
const FEED_DAYS_BEFORE = 28;
const FEED_DAYS_AFTER = 120;

/**
 * A user's private calendar feed token: a keyed hash of their id, so it needs no table and
 * cannot be guessed. Anyone with the address can read the timetable, as with Google's own
 * private addresses.
 */
export function feedToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}`).digest('base64url');
}

export function isFeedToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(feedToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * When a class was last changed, for its DTSTAMP: the download time would make every download a
 * new file, so a calendar app's If-None-Match would never match (a 304 saves a phone the feed).
 */
function lastChangeOf({ slot, session }: Occurrence): number {
  return Math.max(slot?.updatedAt.getTime() ?? 0, session?.updatedAt.getTime() ?? 0);
}

/** The user's timetable as an iCalendar file, for Google Calendar and the phone's calendar. */
export async function calendarFeed(
  db: Db,
  user: UserRow,
  host: string,
  siteName: string,
): Promise<string> {
  const today = academyToday();
  const occurrences = await occurrencesBetween(
    db,
    await batchIdsVisibleTo(db, user),
    addDays(today, -FEED_DAYS_BEFORE),
    addDays(today, FEED_DAYS_AFTER),
  );
  // The calendar shows a live class's link at any time: it is the user's own private feed.
  const classes = await presentOccurrences(db, occurrences, { linksAlways: true });
  const changedAt = new Map(occurrences.map((o) => [keyOf(o), lastChangeOf(o)]));
  const events: EventAttributes[] = classes.map((c) => ({
    uid: `${c.key}@${host}`,
    timestamp: changedAt.get(c.key)!,
    start: classStart(c.date, c.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: c.durationMinutes },
    title: `${c.subject} · ${c.batch.name}`,
    description: [c.teacher?.name, c.note].filter(Boolean).join('\n') || undefined,
    location: c.room ?? c.onlineLink ?? undefined,
    url: c.onlineLink ?? undefined,
    status: c.cancelled ? 'CANCELLED' : 'CONFIRMED',
  }));
  const { error, value } = createEvents(events, {
    productId: `-//${siteName}//Timetable//EN`,
    calName: siteName,
  });
  if (error || value === null) throw error ?? new Error('calendar feed not written');
  return value;
}
