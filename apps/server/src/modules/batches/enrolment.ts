import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { academyToday, type Weekday } from '@academy/contract/academy-calendar';
import {
  BATCH_MESSAGES,
  type JoinInput,
  type JoinResult,
  type OpenBatch,
} from '@academy/contract/batches';
import type { ProgramSlug } from '@academy/contract/programs';
import type { Db } from '../../db/client.ts';
import { batches, batchInstalments, batchMembers, timetableSlots } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { current } from './seats.ts';
import { countsOf, seatStudents, teachersOf } from './service.ts';

/** Open to join, and not yet ended (today in India, read at each request). */
const isOpen = () => and(eq(batches.enrolmentOpen, true), gte(batches.endDate, academyToday()));

/**
 * GET /api/student/batches: the batches a student may join (open, not yet ended), the soonest
 * first, each with its week, its fee and its seats, and where the student already is.
 */
export async function openBatches(db: Db, studentId: string): Promise<OpenBatch[]> {
  const rows = await db
    .select()
    .from(batches)
    .where(isOpen())
    .orderBy(asc(batches.startDate), asc(batches.name));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const today = academyToday();
  const [counts, places, slots, fees, teachers] = await Promise.all([
    countsOf(db, ids),
    db
      .select({ batchId: batchMembers.batchId, status: batchMembers.status })
      .from(batchMembers)
      .where(
        and(inArray(batchMembers.batchId, ids), eq(batchMembers.studentId, studentId), current),
      ),
    db
      .select()
      .from(timetableSlots)
      .where(inArray(timetableSlots.batchId, ids))
      .orderBy(asc(timetableSlots.weekday), asc(timetableSlots.startTime)),
    db
      .select()
      .from(batchInstalments)
      .where(inArray(batchInstalments.batchId, ids))
      .orderBy(asc(batchInstalments.dueDate), asc(batchInstalments.createdAt)),
    teachersOf(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    program: row.program as ProgramSlug,
    subjects: row.subjects,
    startDate: row.startDate,
    endDate: row.endDate,
    teachers: (teachers.get(row.id) ?? []).map((t) => t.name),
    seatsLeft: Math.max(row.capacity - (counts.get(row.id)?.member ?? 0), 0),
    week: slots
      .filter((s) => s.batchId === row.id)
      .map((s) => ({
        weekday: s.weekday as Weekday,
        startTime: s.startTime,
        durationMinutes: s.durationMinutes,
        subject: s.subject,
      })),
    fee: fees
      .filter((f) => f.batchId === row.id)
      .map((f) => ({
        label: f.label,
        amountPaise: f.amountPaise,
        // As the student would owe it, joining today (batch-fees/dues.ts: owedFrom).
        dueDate: f.dueDate < today ? today : f.dueDate,
      })),
    myPlace: places.find((p) => p.batchId === row.id)?.status ?? null,
  }));
}

/**
 * POST /api/student/batches/:id/join: a seat in an open batch, or a place on its waiting list
 * when it is full (the batch's own rule, under its row lock), for the fee the student confirmed.
 * The fee's instalments are then owed (one due before today is due today), and shown on the
 * student's home.
 */
export async function joinBatch(
  db: Db,
  { user: { id: studentId } }: Viewer,
  batchId: string,
  { feePaise }: JoinInput,
): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, batchId), isOpen()));
    if (!open) throw notFound(BATCH_MESSAGES.notOpen);
    const [fee] = await tx
      .select({
        total: sql<number>`coalesce(sum(${batchInstalments.amountPaise}), 0)`.mapWith(Number),
      })
      .from(batchInstalments)
      .where(eq(batchInstalments.batchId, batchId));
    if (fee?.total !== feePaise) throw conflict(BATCH_MESSAGES.feeChanged);
    const seated = await seatStudents(tx, batchId, [studentId]);
    if (seated.alreadyIn) throw conflict(BATCH_MESSAGES.alreadyJoined);
    const place = seated.added ? 'member' : 'waiting';
    await recordAudit(tx, {
      actorId: studentId,
      action: 'batch.join',
      entity: 'batch',
      entityId: batchId,
      after: { studentId, place },
    });
    return { place };
  });
}
