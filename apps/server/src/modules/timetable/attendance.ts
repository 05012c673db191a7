import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  attendancePercent,
  TIMETABLE_MESSAGES,
  type AttendanceMonth,
  type AttendanceSheet,
  type AttendanceStatus,
  type AttendanceSummary,
  type LowAttendanceRow,
} from '@academy/contract/timetable';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendance, batchMembers, classSessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { classStart } from '@academy/contract/academy-calendar';
import { findOccurrence, presentOccurrences, storeOccurrence } from './occurrences.ts';
import { assertRunsBatch } from './scope.ts';
import { current } from '../batches/seats.ts';
import { markedWhileSeated, seatedOn } from './seating.ts';

/** A class's register: the students seated on its date. */
const registerOf = (db: DbOrTx, { batch, date }: { batch: { id: string }; date: string }) =>
  db
    .select({ id: users.id, name: users.name })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.studentId))
    .where(and(eq(batchMembers.batchId, batch.id), seatedOn(date)))
    .orderBy(asc(users.name), asc(users.id));

/**
 * A class's register for its teacher: the students seated that day with what was marked, or
 * before marking everyone present (the teacher taps only the exceptions).
 */
export async function attendanceSheet(
  db: Db,
  { user: viewer }: Viewer,
  key: string,
): Promise<AttendanceSheet> {
  const occurrence = await findOccurrence(db, key);
  await assertRunsBatch(db, viewer, occurrence.batch.id);
  const [members, marks] = await Promise.all([
    registerOf(db, occurrence),
    occurrence.session
      ? db
          .select({
            studentId: attendance.studentId,
            status: attendance.status,
            markedAt: attendance.markedAt,
          })
          .from(attendance)
          .where(eq(attendance.sessionId, occurrence.session.id))
      : [],
  ]);
  const statusOf = new Map(marks.map((m) => [m.studentId, m.status]));
  const [presented] = await presentOccurrences(db, [occurrence], { linksAlways: true });
  const markedAt = marks.reduce<Date | null>(
    (latest, m) => (latest && latest > m.markedAt ? latest : m.markedAt),
    null,
  );
  return {
    occurrence: presented!,
    students: members.map((m) => ({ ...m, status: statusOf.get(m.id) ?? 'present' })),
    markedAt: markedAt?.toISOString() ?? null,
  };
}

/**
 * Marks a class's attendance: every member present but those named absent or late. Marking
 * again replaces the earlier marks, so a teacher can correct a tap.
 */
export async function markAttendance(
  db: Db,
  actor: Viewer,
  key: string,
  marks: { absent: string[]; late: string[] },
  now = Date.now(),
): Promise<AttendanceSheet> {
  const viewer = actor.user;
  await db.transaction(async (tx) => {
    const occurrence = await findOccurrence(tx, key);
    await assertRunsBatch(tx, viewer, occurrence.batch.id);
    if (occurrence.cancelled) {
      throw new AppError('CONFLICT', TIMETABLE_MESSAGES.attendanceCancelled);
    }
    if (now < classStart(occurrence.date, occurrence.startTime)) {
      throw new AppError('CONFLICT', TIMETABLE_MESSAGES.attendanceTooEarly);
    }
    const members = await registerOf(tx, occurrence);
    const memberIds = new Set(members.map((m) => m.id));
    if (![...marks.absent, ...marks.late].every((id) => memberIds.has(id))) {
      throw new AppError('VALIDATION', TIMETABLE_MESSAGES.studentNotMember);
    }
    const absent = new Set(marks.absent);
    const late = new Set(marks.late);
    const statusOf = (id: string): AttendanceStatus =>
      absent.has(id) ? 'absent' : late.has(id) ? 'late' : 'present';
    const session = await storeOccurrence(tx, occurrence);
    await tx.delete(attendance).where(eq(attendance.sessionId, session.id));
    if (members.length > 0) {
      await tx.insert(attendance).values(
        members.map((m) => ({
          sessionId: session.id,
          studentId: m.id,
          status: statusOf(m.id),
          markedBy: viewer.id,
        })),
      );
    }
  });
  return attendanceSheet(db, actor, key);
}

const attended = sql<number>`count(*) filter (where ${attendance.status} <> 'absent')`.mapWith(
  Number,
);
const countOf = (status: AttendanceStatus) =>
  sql<number>`count(*) filter (where ${attendance.status} = ${status})`.mapWith(Number);

/** A student's attendance per month (the latest first) and overall, across their batches. */
export async function attendanceSummary(db: Db, studentId: string): Promise<AttendanceSummary> {
  const month = sql<string>`to_char(${classSessions.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      marked: count(),
      present: countOf('present'),
      late: countOf('late'),
      absent: countOf('absent'),
    })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .where(
      and(
        eq(attendance.studentId, studentId),
        eq(classSessions.cancelled, false),
        markedWhileSeated,
      ),
    )
    .groupBy(month)
    .orderBy(sql`${month} desc`);
  const withPercent = (m: Omit<AttendanceMonth, 'percent'>): AttendanceMonth => ({
    ...m,
    percent: attendancePercent(m.present + m.late, m.marked),
  });
  const total = rows.reduce(
    (sum, m) => ({
      month: '',
      marked: sum.marked + m.marked,
      present: sum.present + m.present,
      late: sum.late + m.late,
      absent: sum.absent + m.absent,
    }),
    { month: '', marked: 0, present: 0, late: 0, absent: 0 },
  );
  return { months: rows.map(withPercent), overall: withPercent(total) };
}

/** A batch's members who attended less than `below` percent of its marked classes. */
export async function lowAttendance(
  db: Db,
  batchId: string,
  below: number,
): Promise<LowAttendanceRow[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, marked: count(), attended })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .innerJoin(users, eq(users.id, attendance.studentId))
    .innerJoin(
      batchMembers,
      and(
        eq(batchMembers.batchId, classSessions.batchId),
        eq(batchMembers.studentId, attendance.studentId),
        seatedOn(classSessions.date),
        // The batch's members now: one who left is no longer followed up.
        current,
      ),
    )
    .where(and(eq(classSessions.batchId, batchId), eq(classSessions.cancelled, false)))
    .groupBy(users.id, users.name);
  return rows
    .map((r) => ({ ...r, percent: attendancePercent(r.attended, r.marked)! }))
    .filter((r) => r.percent < below)
    .sort((a, b) => a.percent - b.percent || a.name.localeCompare(b.name));
}
