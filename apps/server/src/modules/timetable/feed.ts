import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, users, type UserRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { academyToday, addDays, classStart } from '@academy/contract/academy-calendar';
import { keyOf, occurrencesBetween, presentOccurrences, type Occurrence } from './occurrences.ts';
import { batchIdsVisibleTo } from './scope.ts';

/** How far a calendar feed reaches: recent weeks for the record, the coming term ahead. */
const FEED_DAYS_BEFORE = 28;
const FEED_DAYS_AFTER = 120;

/** 32 random bytes: as hard to guess as a session. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The user's calendar feed token, made the first time they ask. Anyone with the address can read
 * the timetable, as with Google's own private addresses; a new one (`renewFeedToken`) ends it.
 */
export async function feedTokenOf(db: Db, { user }: Viewer): Promise<string> {
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, token: newToken() })
    .onConflictDoNothing();
  const [feed] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  return feed!.token;
}

/** A new address for the user's feed; the old one answers 404 from now on. */
export async function renewFeedToken(db: Db, { user }: Viewer): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ userId: user.id, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'calendar-feed.renew',
      entity: 'user',
      entityId: user.id,
    });
  });
  return token;
}

/** Whose feed a token opens: an active user's, or nobody's. */
export async function feedOwner(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), eq(users.status, 'active')));
  return row?.user;
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
