import { and, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  academyHourOf,
  academyToday,
  addDays,
  mondayOf,
  weekdayOf,
} from '@academy/contract/academy-calendar';
import { formatRupees } from '@academy/contract/indian-numbers';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  classSessions,
  parentLinks,
  users,
  weeklyDigests,
} from '../../db/schema/index.ts';
import { feesDue } from '../batch-fees/dues.ts';
import { homeworkWeekOf } from '../homework/digest.ts';
import { studentTestResults } from '../mock-tests/results.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts, type TextMessage } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { markedWhileSeated } from '../timetable/seating.ts';

/** Sunday evening in India, when a family reads its phone: the week's classes are done. */
const DIGEST_WEEKDAY = 7;
const DIGEST_HOUR = 18;
/** How often the server looks whether the digest is due; its table keeps it to once a week. */
const CHECK_EVERY_MS = 15 * 60_000;

/** The week (its Monday) whose digest is due at `now`: from Sunday 6 pm to midnight; else none. */
export function digestWeek(now: number): string | undefined {
  const today = academyToday(now);
  const hour = academyHourOf(now);
  return weekdayOf(today) === DIGEST_WEEKDAY && hour >= DIGEST_HOUR ? mondayOf(today) : undefined;
}

/**
 * One child's week, in a line each: classes attended, the week's latest test, fees owed, and
 * homework still to send or gone late.
 */
async function weekOf(db: Db, studentId: string, week: string, now: number) {
  const [marks] = await db
    .select({
      marked: sql<number>`count(*)`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${attendance.status} <> 'absent')`.mapWith(
        Number,
      ),
    })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .where(
      and(
        eq(attendance.studentId, studentId),
        eq(classSessions.cancelled, false),
        markedWhileSeated,
        gte(classSessions.date, week),
        lte(classSessions.date, addDays(week, 6)),
      ),
    );
  const [latest] = await studentTestResults(db, studentId, 1);
  const fees = await feesDue(db, studentId);
  const homework = await homeworkWeekOf(db, studentId, week, new Date(now));
  const overdue = fees.filter((f) => f.state === 'overdue');
  const owed = (list: typeof fees) => formatRupees(list.reduce((sum, f) => sum + f.amountPaise, 0));
  const testThisWeek =
    latest?.submittedAt && academyToday(Date.parse(latest.submittedAt)) >= week
      ? latest
      : undefined;
  return {
    attendance: marks?.marked
      ? `attended ${marks.attended} of ${marks.marked} classes`
      : 'no classes marked',
    test: testThisWeek
      ? `${testThisWeek.testTitle} ${testThisWeek.score}/${testThisWeek.maxScore} (rank ${testThisWeek.rank} of ${testThisWeek.rankOutOf})`
      : 'no test taken',
    fees: overdue.length
      ? `fees overdue ${owed(overdue)}`
      : fees.length
        ? `fees due soon ${owed(fees)}`
        : 'no fees due',
    homework:
      homework.pending || homework.late
        ? `homework ${homework.pending} pending, ${homework.late} late`
        : 'no homework pending',
  };
}

/**
 * Queues the week's digest for every parent with a phone: a message per child, with the week's
 * attendance, latest test, fees and homework. Each parent's week is claimed in `weekly_digests` first, so
 * another run, or another instance, queues nothing twice. Returns the parents newly claimed.
 */
export async function queueWeeklyDigests(
  db: Db,
  channels: Channels,
  { now = Date.now(), readAt }: { now?: number; readAt: string },
): Promise<number> {
  const week = digestWeek(now);
  if (!week) return 0;
  const child = alias(users, 'child');
  const families = await db
    .select({
      parentId: users.id,
      phone: users.phone,
      childId: child.id,
      childName: child.name,
    })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentId))
    .innerJoin(child, eq(child.id, parentLinks.studentId))
    .where(and(isNotNull(users.phone), eq(users.status, 'active'), ne(child.status, 'deleted')));
  if (families.length === 0) return 0;
  const academy = await academyName(db);
  const weeks = new Map<string, Awaited<ReturnType<typeof weekOf>>>();
  for (const { childId } of families)
    if (!weeks.has(childId)) weeks.set(childId, await weekOf(db, childId, week, now));

  return db.transaction(async (tx) => {
    const parentIds = [...new Set(families.map((f) => f.parentId))];
    const claimed = await tx
      .insert(weeklyDigests)
      .values(parentIds.map((parentId) => ({ parentId, weekStart: week })))
      .onConflictDoNothing()
      .returning({ parentId: weeklyDigests.parentId });
    const ours = new Set(claimed.map((c) => c.parentId));
    const messages: TextMessage[] = families
      .filter((f) => ours.has(f.parentId))
      .map((f) => {
        const w = weeks.get(f.childId)!;
        return {
          phone: f.phone!,
          kind: 'digest',
          text:
            `${academy} weekly report for ${f.childName}: ${w.attendance}; ${w.test}; ` +
            `${w.fees}; ${w.homework}. More at ${readAt}`,
          params: [f.childName, w.attendance, w.test, w.fees, w.homework, readAt],
        };
      });
    await enqueueTexts(tx, channels, { type: 'weekly-digest', id: crypto.randomUUID() }, messages);
    return ours.size;
  });
}

/** Looks every quarter of an hour whether the week's digest is due, and queues it once. */
export function scheduleWeeklyDigests(app: FastifyInstance, publicOrigin: string) {
  const run = () =>
    queueWeeklyDigests(app.db, app.channels, { readAt: `${publicOrigin}/parent` })
      .then((parents) => {
        if (parents === 0) return;
        app.log.info({ parents }, 'weekly digests queued');
        app.outbox.nudge();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'weekly digests failed'));
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void run();
}
