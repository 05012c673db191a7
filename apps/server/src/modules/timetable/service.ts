import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import {
  RECORDINGS_LIMIT,
  TIMETABLE_MESSAGES,
  type ClassChangeValues,
  type ClassOccurrence,
  type ExtraClassValues,
  type Recording,
  type SlotValues,
  type TimetableSlot,
  type WeekView,
} from '@academy/contract/timetable';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchTeachers,
  classSessions,
  timetableSlots,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { academyToday, addDays, datesBetween, mondayOf } from '@academy/contract/academy-calendar';
import {
  findOccurrence,
  occurrencesBetween,
  presentClass,
  presentOccurrences,
  runsClasses,
  storeOccurrence,
} from './occurrences.ts';
import { assertRunsBatch, batchIdsVisibleTo } from './scope.ts';

/** A batch's weekly timetable, Monday first. */
export async function listSlots(db: DbOrTx, batchId: string): Promise<TimetableSlot[]> {
  const rows = await db
    .select({ slot: timetableSlots, teacherName: users.name })
    .from(timetableSlots)
    .leftJoin(users, eq(users.id, timetableSlots.teacherId))
    .where(eq(timetableSlots.batchId, batchId))
    .orderBy(asc(timetableSlots.weekday), asc(timetableSlots.startTime));
  return rows.map(({ slot, teacherName }) => ({
    id: slot.id,
    batchId: slot.batchId,
    weekday: slot.weekday as TimetableSlot['weekday'],
    startTime: slot.startTime,
    durationMinutes: slot.durationMinutes,
    subject: slot.subject,
    teacher: slot.teacherId ? { id: slot.teacherId, name: teacherName ?? '' } : null,
    room: slot.room,
    onlineLink: slot.onlineLink,
  }));
}

/** A class's teacher must be one of the batch's teachers. */
async function checkTeacher(db: DbOrTx, batchId: string, teacherId: string | null) {
  if (!teacherId) return;
  const [row] = await db
    .select({ id: batchTeachers.teacherId })
    .from(batchTeachers)
    .where(and(eq(batchTeachers.batchId, batchId), eq(batchTeachers.teacherId, teacherId)));
  if (!row) {
    throw new AppError('VALIDATION', TIMETABLE_MESSAGES.teacherNotInBatch, {
      teacherId: TIMETABLE_MESSAGES.teacherNotInBatch,
    });
  }
}

async function batchOf(db: DbOrTx, batchId: string) {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) throw notFound(BATCH_MESSAGES.notFound);
  return batch;
}

/** Adds a weekly class to a batch, or with `slotId` changes one (from then on). */
export async function saveSlot(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  values: SlotValues,
  slotId?: string,
): Promise<TimetableSlot> {
  return db.transaction(async (tx) => {
    await batchOf(tx, batchId);
    await checkTeacher(tx, batchId, values.teacherId);
    const [row] = slotId
      ? await tx
          .update(timetableSlots)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(timetableSlots.id, slotId), eq(timetableSlots.batchId, batchId)))
          .returning()
      : await tx
          .insert(timetableSlots)
          .values({ ...values, batchId })
          .returning();
    if (!row) throw notFound(TIMETABLE_MESSAGES.slotNotFound);
    await recordAudit(tx, {
      actorId,
      action: slotId ? 'batch.slot-update' : 'batch.slot-create',
      entity: 'batch',
      entityId: batchId,
      after: row,
    });
    return (await listSlots(tx, batchId)).find((s) => s.id === row.id)!;
  });
}

/** Takes a weekly class off the timetable; classes already held or changed stay on record. */
export async function deleteSlot(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  slotId: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(timetableSlots)
      .where(and(eq(timetableSlots.id, slotId), eq(timetableSlots.batchId, batchId)))
      .returning();
    if (!row) throw notFound(TIMETABLE_MESSAGES.slotNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'batch.slot-delete',
      entity: 'batch',
      entityId: batchId,
      before: row,
    });
  });
}

/**
 * The week (Monday to Sunday) around `day` of the batches the user sees, or of one of them.
 * Asking for a batch the user does not see gives an empty week, as for one without classes.
 */
export async function weekOf(
  db: Db,
  { user: viewer }: Viewer,
  day = academyToday(),
  batchId?: string,
  now = Date.now(),
): Promise<WeekView> {
  const weekStart = mondayOf(day);
  const weekEnd = addDays(weekStart, 6);
  const visible = await batchIdsVisibleTo(db, viewer);
  const ids = batchId ? visible.filter((id) => id === batchId) : visible;
  const classes = await presentOccurrences(
    db,
    await occurrencesBetween(db, ids, weekStart, weekEnd),
    { linksAlways: runsClasses(viewer), now },
  );
  return {
    weekStart,
    days: datesBetween(weekStart, weekEnd).map((date) => ({
      date,
      classes: classes.filter((c) => c.date === date),
    })),
  };
}

function checkWithinBatch(batch: { startDate: string; endDate: string }, date: string) {
  if (date < batch.startDate || date > batch.endDate) {
    throw new AppError('VALIDATION', TIMETABLE_MESSAGES.dateOutsideBatch, {
      date: TIMETABLE_MESSAGES.dateOutsideBatch,
    });
  }
}

/** One class changed once: cancelled for a holiday, moved, another teacher or room. */
export async function changeClass(
  db: Db,
  { user: viewer }: Viewer,
  key: string,
  values: ClassChangeValues,
): Promise<ClassOccurrence> {
  return db.transaction(async (tx) => {
    const occurrence = await findOccurrence(tx, key);
    await assertRunsBatch(tx, viewer, occurrence.batch.id);
    checkWithinBatch(occurrence.batch, values.date);
    await checkTeacher(tx, occurrence.batch.id, values.teacherId);
    const stored = await storeOccurrence(tx, occurrence);
    await tx
      .update(classSessions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(classSessions.id, stored.id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'batch.class-change',
      entity: 'batch',
      entityId: occurrence.batch.id,
      before: stored,
      after: values,
    });
    return presentClass(tx, stored.id);
  });
}

/** An extra class, outside the weekly timetable. */
export async function addExtraClass(
  db: Db,
  { user: viewer }: Viewer,
  batchId: string,
  values: ExtraClassValues,
): Promise<ClassOccurrence> {
  return db.transaction(async (tx) => {
    const batch = await batchOf(tx, batchId);
    await assertRunsBatch(tx, viewer, batchId);
    checkWithinBatch(batch, values.date);
    await checkTeacher(tx, batchId, values.teacherId);
    const [row] = await tx
      .insert(classSessions)
      .values({ ...values, batchId })
      .returning();
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'batch.class-extra',
      entity: 'batch',
      entityId: batchId,
      after: row,
    });
    return presentClass(tx, row!.id);
  });
}

/** The teacher attaches an online class's recording; it joins the batch's Recordings. */
export async function attachRecording(
  db: Db,
  { user: viewer }: Viewer,
  key: string,
  recordingUrl: string,
): Promise<ClassOccurrence> {
  return db.transaction(async (tx) => {
    const occurrence = await findOccurrence(tx, key);
    await assertRunsBatch(tx, viewer, occurrence.batch.id);
    const stored = await storeOccurrence(tx, occurrence);
    await tx
      .update(classSessions)
      .set({ recordingUrl, updatedAt: new Date() })
      .where(eq(classSessions.id, stored.id));
    return presentClass(tx, stored.id);
  });
}

/** A batch's recordings, the latest first, for those who see the batch. */
/**
 * The recordings of the online classes the viewer may see, the latest first: one batch's, or
 * (without `batchId`) every batch's the viewer is in, teaches or whose children are in.
 */
export async function recordingsOf(
  db: Db,
  { user: viewer }: Viewer,
  batchId?: string,
): Promise<Recording[]> {
  const visible = await batchIdsVisibleTo(db, viewer);
  if (batchId && !visible.includes(batchId)) throw notFound(BATCH_MESSAGES.notFound);
  const ids = batchId ? [batchId] : visible;
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      key: classSessions.id,
      batch: { id: batches.id, name: batches.name },
      date: classSessions.date,
      subject: classSessions.subject,
      recordingUrl: classSessions.recordingUrl,
    })
    .from(classSessions)
    .innerJoin(batches, eq(batches.id, classSessions.batchId))
    .where(and(inArray(classSessions.batchId, ids), isNotNull(classSessions.recordingUrl)))
    .orderBy(desc(classSessions.date), desc(classSessions.startTime))
    .limit(RECORDINGS_LIMIT);
  return rows.map((r) => ({ ...r, recordingUrl: r.recordingUrl! }));
}
