import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import {
  LIVE_LINK_LEAD_MINUTES,
  occurrenceKey,
  TIMETABLE_MESSAGES,
  type ClassOccurrence,
} from '@academy/contract/timetable';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  batches,
  classSessions,
  timetableSlots,
  users,
  type BatchRow,
  type ClassSessionRow,
  type TimetableSlotRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { classStart, datesBetween, weekdayOf } from '@academy/contract/academy-calendar';

/** A class on a date before or after it is stored: what the views and the actions work on. */
export interface Occurrence {
  batch: Pick<BatchRow, 'id' | 'name' | 'startDate' | 'endDate'>;
  slot: TimetableSlotRow | null;
  /** The stored class, once something happened to it. */
  session: ClassSessionRow | null;
  originalDate: string | null;
  date: string;
  startTime: string;
  durationMinutes: number;
  subject: string;
  teacherId: string | null;
  room: string | null;
  onlineLink: string | null;
  cancelled: boolean;
  note: string | null;
  recordingUrl: string | null;
  marked: boolean;
}

const fromSlot = (
  batch: Occurrence['batch'],
  slot: TimetableSlotRow,
  date: string,
): Occurrence => ({
  batch,
  slot,
  session: null,
  originalDate: date,
  date,
  startTime: slot.startTime,
  durationMinutes: slot.durationMinutes,
  subject: slot.subject,
  teacherId: slot.teacherId,
  room: slot.room,
  onlineLink: slot.onlineLink,
  cancelled: false,
  note: null,
  recordingUrl: null,
  marked: false,
});

const fromSession = (
  batch: Occurrence['batch'],
  slot: TimetableSlotRow | null,
  session: ClassSessionRow,
  marked: boolean,
): Occurrence => ({
  batch,
  slot,
  session,
  originalDate: session.originalDate,
  date: session.date,
  startTime: session.startTime,
  durationMinutes: session.durationMinutes,
  subject: session.subject,
  teacherId: session.teacherId,
  room: session.room,
  onlineLink: session.onlineLink,
  cancelled: session.cancelled,
  note: session.note,
  recordingUrl: session.recordingUrl,
  marked,
});

const batchColumns = {
  id: batches.id,
  name: batches.name,
  startDate: batches.startDate,
  endDate: batches.endDate,
};

const isMarked = (sessionId: typeof classSessions.id) =>
  sql<boolean>`exists (select 1 from ${attendance} where ${attendance.sessionId} = ${sessionId})`;

/**
 * The classes of some batches from `from` to `to`: each slot's weekly occurrences within the
 * batch's dates, with the stored ones (changed, extra, attended) in their place.
 */
export async function occurrencesBetween(
  db: DbOrTx,
  batchIds: string[],
  from: string,
  to: string,
): Promise<Occurrence[]> {
  if (batchIds.length === 0) return [];
  const [batchRows, slots, sessions] = await Promise.all([
    db.select(batchColumns).from(batches).where(inArray(batches.id, batchIds)),
    db.select().from(timetableSlots).where(inArray(timetableSlots.batchId, batchIds)),
    db
      .select({ session: classSessions, marked: isMarked(classSessions.id) })
      .from(classSessions)
      .where(
        and(
          inArray(classSessions.batchId, batchIds),
          or(
            and(gte(classSessions.date, from), lte(classSessions.date, to)),
            and(gte(classSessions.originalDate, from), lte(classSessions.originalDate, to)),
          ),
        ),
      ),
  ]);
  const batchById = new Map(batchRows.map((b) => [b.id, b]));
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const stored = new Set(
    sessions.flatMap(({ session: s }) =>
      s.slotId && s.originalDate ? [occurrenceKey(s.slotId, s.originalDate)] : [],
    ),
  );
  const found: Occurrence[] = [];
  for (const date of datesBetween(from, to)) {
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      const batch = batchById.get(slot.batchId)!;
      if (slot.weekday !== weekday || date < batch.startDate || date > batch.endDate) continue;
      if (!stored.has(occurrenceKey(slot.id, date))) found.push(fromSlot(batch, slot, date));
    }
  }
  for (const { session, marked } of sessions) {
    if (session.date < from || session.date > to) continue;
    const slot = session.slotId ? (slotById.get(session.slotId) ?? null) : null;
    found.push(fromSession(batchById.get(session.batchId)!, slot, session, marked));
  }
  return found.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.startTime.localeCompare(b.startTime) ||
      a.batch.name.localeCompare(b.batch.name),
  );
}

/** The class a key names (`classKeySchema`), stored or not; 404 when there is none. */
export async function findOccurrence(db: DbOrTx, key: string): Promise<Occurrence> {
  const [id, originalDate] = key.split('_') as [string, string | undefined];
  if (originalDate === undefined) {
    const [row] = await db
      .select({
        session: classSessions,
        batch: batchColumns,
        slot: timetableSlots,
        marked: isMarked(classSessions.id),
      })
      .from(classSessions)
      .innerJoin(batches, eq(batches.id, classSessions.batchId))
      .leftJoin(timetableSlots, eq(timetableSlots.id, classSessions.slotId))
      .where(eq(classSessions.id, id));
    if (!row) throw notFound(TIMETABLE_MESSAGES.sessionNotFound);
    return fromSession(row.batch, row.slot, row.session, row.marked);
  }
  const [row] = await db
    .select({ slot: timetableSlots, batch: batchColumns })
    .from(timetableSlots)
    .innerJoin(batches, eq(batches.id, timetableSlots.batchId))
    .where(eq(timetableSlots.id, id));
  if (
    !row ||
    row.slot.weekday !== weekdayOf(originalDate) ||
    originalDate < row.batch.startDate ||
    originalDate > row.batch.endDate
  ) {
    throw notFound(TIMETABLE_MESSAGES.sessionNotFound);
  }
  const [session] = await db
    .select({ session: classSessions, marked: isMarked(classSessions.id) })
    .from(classSessions)
    .where(and(eq(classSessions.slotId, id), eq(classSessions.originalDate, originalDate)));
  return session
    ? fromSession(row.batch, row.slot, session.session, session.marked)
    : fromSlot(row.batch, row.slot, originalDate);
}

/**
 * The stored class of an occurrence, storing it first if nothing had happened to it yet. Two
 * teachers doing so at once get the same row (the occurrence index is unique).
 */
export async function storeOccurrence(
  db: DbOrTx,
  occurrence: Occurrence,
): Promise<ClassSessionRow> {
  if (occurrence.session) return occurrence.session;
  const values = storedClassOf(occurrence);
  await db.insert(classSessions).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.slotId, values.slotId),
        eq(classSessions.originalDate, occurrence.originalDate!),
      ),
    );
  return row!;
}

/** The row a weekly occurrence not yet stored is stored as: its slot's class on its date. */
export function storedClassOf(occurrence: Occurrence) {
  const slot = occurrence.slot!;
  return {
    batchId: occurrence.batch.id,
    slotId: slot.id,
    originalDate: occurrence.originalDate,
    date: occurrence.date,
    startTime: slot.startTime,
    durationMinutes: slot.durationMinutes,
    subject: slot.subject,
    teacherId: slot.teacherId,
    room: slot.room,
    onlineLink: slot.onlineLink,
  };
}

/** Admins and teachers run classes: they see live links at any time. */
export const runsClasses = (user: UserRow) =>
  user.role === ROLES.admin || user.role === ROLES.teacher;

/** The key the API names an occurrence by. */
export const keyOf = (o: Occurrence): string =>
  o.session ? o.session.id : occurrenceKey(o.slot!.id, o.originalDate!);

/**
 * Occurrences as a user sees them. A live class's link is shown to its students and parents from
 * LIVE_LINK_LEAD_MINUTES before it starts until it ends; `linksAlways` for those who run classes
 * (and the user's own calendar feed).
 */
export async function presentOccurrences(
  db: DbOrTx,
  occurrences: Occurrence[],
  { linksAlways, now = Date.now() }: { linksAlways: boolean; now?: number },
): Promise<ClassOccurrence[]> {
  const teacherIds = [...new Set(occurrences.flatMap((o) => (o.teacherId ? [o.teacherId] : [])))];
  const teachers = teacherIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, teacherIds))
    : [];
  const nameOf = new Map(teachers.map((t) => [t.id, t.name]));
  return occurrences.map((o) => {
    const start = classStart(o.date, o.startTime);
    const linkOpen =
      now >= start - LIVE_LINK_LEAD_MINUTES * 60_000 && now <= start + o.durationMinutes * 60_000;
    const moved =
      o.slot !== null && (o.date !== o.originalDate || o.startTime !== o.slot.startTime);
    return {
      key: keyOf(o),
      batch: { id: o.batch.id, name: o.batch.name },
      slotId: o.slot?.id ?? null,
      originalDate: o.originalDate,
      date: o.date,
      startTime: o.startTime,
      durationMinutes: o.durationMinutes,
      subject: o.subject,
      teacher: o.teacherId ? { id: o.teacherId, name: nameOf.get(o.teacherId) ?? '' } : null,
      room: o.room,
      onlineLink: o.onlineLink && (linksAlways || linkOpen) && !o.cancelled ? o.onlineLink : null,
      isOnline: o.onlineLink !== null,
      cancelled: o.cancelled,
      changed: moved || o.slot === null,
      extra: o.session !== null && o.session.slotId === null && o.originalDate === null,
      note: o.note,
      recordingUrl: o.recordingUrl,
      marked: o.marked,
    };
  });
}

/** One class as its teachers see it, after a change. */
export async function presentClass(db: DbOrTx, key: string): Promise<ClassOccurrence> {
  const [presented] = await presentOccurrences(db, [await findOccurrence(db, key)], {
    linksAlways: true,
  });
  return presented!;
}
