import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { academyToday } from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import {
  BATCH_MESSAGES,
  type AddMembersInput,
  type AddMembersResult,
  type BatchDetails,
  type BatchMember,
  type BatchSummary,
  type BatchValues,
  type PersonRef,
} from '@academy/contract/batches';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import type { ProgramSlug } from '@academy/contract/programs';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  batchInstalments,
  batchMembers,
  batches,
  batchTeachers,
  orders,
  users,
  type BatchRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { current, seatedNow, seatStart } from './seats.ts';

export async function teachersOf(
  db: DbOrTx,
  batchIds: string[],
): Promise<Map<string, PersonRef[]>> {
  const byBatch = new Map<string, PersonRef[]>();
  if (batchIds.length === 0) return byBatch;
  const rows = await db
    .select({ batchId: batchTeachers.batchId, id: users.id, name: users.name })
    .from(batchTeachers)
    .innerJoin(users, eq(users.id, batchTeachers.teacherId))
    .where(inArray(batchTeachers.batchId, batchIds))
    .orderBy(asc(users.name));
  for (const { batchId, ...teacher } of rows) {
    byBatch.set(batchId, [...(byBatch.get(batchId) ?? []), teacher]);
  }
  return byBatch;
}

/** Each batch's seated and waiting students, by batch id (a batch without any is absent). */
export async function countsOf(db: DbOrTx, batchIds: string[]) {
  const byBatch = new Map<string, { member: number; waiting: number }>();
  if (batchIds.length === 0) return byBatch;
  const rows = await db
    .select({ batchId: batchMembers.batchId, status: batchMembers.status, n: count() })
    .from(batchMembers)
    .where(and(inArray(batchMembers.batchId, batchIds), current))
    .groupBy(batchMembers.batchId, batchMembers.status);
  for (const { batchId, status, n } of rows) {
    const counts = byBatch.get(batchId) ?? { member: 0, waiting: 0 };
    counts[status] = n;
    byBatch.set(batchId, counts);
  }
  return byBatch;
}

async function summaries(db: DbOrTx, rows: BatchRow[]): Promise<BatchSummary[]> {
  const ids = rows.map((row) => row.id);
  const [teachers, counts] = await Promise.all([teachersOf(db, ids), countsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    program: row.program as ProgramSlug,
    subjects: row.subjects,
    startDate: row.startDate,
    endDate: row.endDate,
    capacity: row.capacity,
    enrolmentOpen: row.enrolmentOpen,
    teachers: teachers.get(row.id) ?? [],
    memberCount: counts.get(row.id)?.member ?? 0,
    waitingCount: counts.get(row.id)?.waiting ?? 0,
  }));
}

/** Every batch, the newest term first. */
export async function listBatches(db: DbOrTx): Promise<BatchSummary[]> {
  const rows = await db
    .select()
    .from(batches)
    .orderBy(sql`${batches.startDate} desc`, asc(batches.name));
  return summaries(db, rows);
}

/** The batches a teacher teaches. */
export async function batchesTaughtBy(db: Db, teacherId: string): Promise<BatchSummary[]> {
  const rows = await db
    .select(getTableColumns(batches))
    .from(batches)
    .innerJoin(batchTeachers, eq(batchTeachers.batchId, batches.id))
    .where(eq(batchTeachers.teacherId, teacherId))
    .orderBy(sql`${batches.startDate} desc`, asc(batches.name));
  return summaries(db, rows);
}

async function batchRow(db: DbOrTx, id: string, lock = false): Promise<BatchRow> {
  const query = db.select().from(batches).where(eq(batches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(BATCH_MESSAGES.notFound);
  return row;
}

export async function getBatch(db: DbOrTx, id: string): Promise<BatchDetails> {
  const row = await batchRow(db, id);
  const [[summary], people] = await Promise.all([
    summaries(db, [row]),
    db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        class: users.class,
        status: batchMembers.status,
        joinedAt: batchMembers.joinedAt,
      })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.studentId))
      .where(and(eq(batchMembers.batchId, id), current))
      .orderBy(asc(batchMembers.joinedAt), asc(users.id)),
  ]);
  const toMember = ({ status: _, joinedAt, ...person }: (typeof people)[number]): BatchMember => ({
    ...person,
    joinedAt: joinedAt.toISOString(),
  });
  return {
    ...summary!,
    members: people
      .filter((p) => p.status === 'member')
      .map(toMember)
      .sort((a, b) => a.name.localeCompare(b.name)),
    waiting: people.filter((p) => p.status === 'waiting').map(toMember),
  };
}

async function checkTeachers(db: DbOrTx, teacherIds: string[]) {
  if (teacherIds.length === 0) return;
  const [found] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        inArray(users.id, teacherIds),
        eq(users.role, ROLES.teacher),
        sql`${users.status} <> 'deleted'`,
      ),
    );
  if ((found?.n ?? 0) !== new Set(teacherIds).size) {
    throw new AppError('VALIDATION', BATCH_MESSAGES.teacherUnknown, {
      teacherIds: BATCH_MESSAGES.teacherUnknown,
    });
  }
}

/** Creates a batch, or with `id` replaces its details and teachers. */
export async function saveBatch(
  db: Db,
  { user: { id: actorId } }: Viewer,
  values: BatchValues,
  id?: string,
): Promise<BatchSummary> {
  const { teacherIds, ...columns } = values;
  const teachers = [...new Set(teacherIds)];
  return db.transaction(async (tx) => {
    await checkTeachers(tx, teachers);
    const before = id ? (await summaries(tx, [await batchRow(tx, id, true)]))[0] : null;
    if (before && values.capacity < before.memberCount) {
      throw conflict(BATCH_MESSAGES.capacityBelowMembers, {
        capacity: BATCH_MESSAGES.capacityBelowMembers,
      });
    }
    const [row] = id
      ? await tx
          .update(batches)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(batches.id, id))
          .returning()
      : await tx.insert(batches).values(columns).returning();
    await tx.delete(batchTeachers).where(eq(batchTeachers.batchId, row!.id));
    if (teachers.length > 0) {
      await tx
        .insert(batchTeachers)
        .values(teachers.map((teacherId) => ({ batchId: row!.id, teacherId })));
    }
    // A larger capacity seats the waiting list, first come first served.
    if (before) await seatFromWaitingList(tx, row!);
    const [after] = await summaries(tx, [row!]);
    await recordAudit(tx, {
      actorId,
      action: id ? 'batch.update' : 'batch.create',
      entity: 'batch',
      entityId: row!.id,
      before,
      after,
    });
    return after!;
  });
}

/** Whether any order (paid, refunded or open) pays one of the batch's instalments. */
async function batchHasFeeOrders(db: DbOrTx, batchId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(batchInstalments, eq(batchInstalments.id, orders.instalmentId))
    .where(eq(batchInstalments.batchId, batchId))
    .limit(1);
  return Boolean(row);
}

export async function deleteBatch(db: Db, { user: { id: actorId } }: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await summaries(tx, [await batchRow(tx, id, true)]);
    // Receipts name the batch's instalments: a batch that took fees stays.
    if (await batchHasFeeOrders(tx, id)) throw conflict(FEE_MESSAGES.batchHasPayments);
    await tx.delete(batches).where(eq(batches.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'batch.delete',
      entity: 'batch',
      entityId: id,
      before,
    });
  });
}

/** Moves students from the waiting list into free seats, in the order they joined it. */
async function seatFromWaitingList(tx: DbOrTx, batch: BatchRow) {
  const [seated] = await tx
    .select({ n: count() })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batch.id), seatedNow));
  const free = batch.capacity - (seated?.n ?? 0);
  if (free <= 0) return;
  const next = await tx
    .select({ studentId: batchMembers.studentId })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batch.id), eq(batchMembers.status, 'waiting'), current))
    .orderBy(asc(batchMembers.joinedAt), asc(batchMembers.studentId))
    .limit(free);
  if (next.length === 0) return;
  await tx
    .update(batchMembers)
    // Seated now: the registers from today hold them, not those of the days they waited.
    .set({ status: 'member', joinedAt: new Date() })
    .where(
      and(
        eq(batchMembers.batchId, batch.id),
        eq(batchMembers.status, 'waiting'),
        inArray(
          batchMembers.studentId,
          next.map((n) => n.studentId),
        ),
      ),
    );
}

/**
 * Adds students to a batch in the caller's transaction: into its free seats in the order given,
 * the rest onto its waiting list. The batch row is locked so two admins adding at once cannot
 * overfill it. The caller records the audit entry (one per action, not per batch).
 */
export async function seatStudents(
  tx: Tx,
  batchId: string,
  studentIds: string[],
  seatedFrom?: string,
): Promise<AddMembersResult & { studentIds: string[] }> {
  const wanted = [...new Set(studentIds)];
  const batch = await batchRow(tx, batchId, true);
  if (seatedFrom !== undefined && seatedFrom < batch.startDate) {
    throw new AppError('VALIDATION', BATCH_MESSAGES.seatedBeforeStart, {
      seatedFrom: BATCH_MESSAGES.seatedBeforeStart,
    });
  }
  const students = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.role, ROLES.student),
        sql`${users.status} <> 'deleted'`,
      ),
    );
  if (students.length !== wanted.length) {
    throw new AppError('VALIDATION', BATCH_MESSAGES.studentUnknown, {
      studentIds: BATCH_MESSAGES.studentUnknown,
    });
  }
  const existing = await tx
    .select({
      id: batchMembers.id,
      studentId: batchMembers.studentId,
      status: batchMembers.status,
      leftOn: batchMembers.leftOn,
    })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
  const present = new Set(existing.filter((e) => e.leftOn === null).map((e) => e.studentId));
  let free = batch.capacity - existing.filter((e) => e.status === 'member' && !e.leftOn).length;
  const fresh = wanted.filter((id) => !present.has(id));
  const now = Date.now();
  const seatDay = seatedFrom ?? academyToday();
  const reopen: string[] = [];
  const rows: (typeof batchMembers.$inferInsert)[] = [];
  fresh.forEach((studentId, i) => {
    if (free-- <= 0) {
      // Distinct join times keep the order of the list given, for the waiting list's queue.
      rows.push({ batchId, studentId, status: 'waiting', joinedAt: new Date(now + i) });
      return;
    }
    // Back before their last seat ended: that seat goes on (decision 095).
    const ended = existing.find(
      (e) => e.studentId === studentId && e.status === 'member' && e.leftOn! >= seatDay,
    );
    if (ended) reopen.push(ended.id);
    else {
      const joinedAt = seatedFrom ? seatStart(seatedFrom) : new Date(now + i);
      rows.push({ batchId, studentId, status: 'member', joinedAt });
    }
  });
  if (rows.length > 0) await tx.insert(batchMembers).values(rows);
  if (reopen.length > 0) {
    await tx.update(batchMembers).set({ leftOn: null }).where(inArray(batchMembers.id, reopen));
  }
  const waiting = rows.filter((r) => r.status === 'waiting').length;
  return {
    added: fresh.length - waiting,
    waiting,
    alreadyIn: wanted.length - fresh.length,
    studentIds: fresh,
  };
}

/** Admin > Batches > Add students: `seatStudents` in a transaction of its own, audited. */
export async function addMembers(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  { studentIds, seatedFrom }: AddMembersInput,
): Promise<AddMembersResult> {
  return db.transaction(async (tx) => {
    const { studentIds: fresh, ...result } = await seatStudents(
      tx,
      batchId,
      studentIds,
      seatedFrom,
    );
    await recordAudit(tx, {
      actorId,
      action: 'batch.add-members',
      entity: 'batch',
      entityId: batchId,
      after: { ...result, studentIds: fresh, seatedFrom },
    });
    return result;
  });
}

/**
 * Takes a student out of a batch (or off its waiting list); the first waiting takes the seat.
 * A seat ends today and stays, so the registers it was on keep the student and their marks.
 */
export async function removeMember(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  studentId: string,
) {
  await db.transaction(async (tx) => {
    const batch = await batchRow(tx, batchId, true);
    const mine = and(eq(batchMembers.batchId, batchId), eq(batchMembers.studentId, studentId));
    const [place] = await tx.select().from(batchMembers).where(and(mine, current));
    if (!place) throw notFound(BATCH_MESSAGES.notMember);
    if (place.status === 'waiting') {
      await tx.delete(batchMembers).where(eq(batchMembers.id, place.id));
    } else {
      await tx
        .update(batchMembers)
        .set({ leftOn: academyToday() })
        .where(eq(batchMembers.id, place.id));
    }
    await seatFromWaitingList(tx, batch);
    await recordAudit(tx, {
      actorId,
      action: 'batch.remove-member',
      entity: 'batch',
      entityId: batchId,
      before: { studentId, status: place.status },
    });
  });
}

/** The batches a student is a member of (not waiting for). */
export async function batchIdsOfStudents(db: DbOrTx, studentIds: string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ batchId: batchMembers.batchId })
    .from(batchMembers)
    .where(and(inArray(batchMembers.studentId, studentIds), seatedNow));
  return rows.map((r) => r.batchId);
}

/** Whether the teacher teaches the batch. */
export async function teaches(db: DbOrTx, teacherId: string, batchId: string): Promise<boolean> {
  const [row] = await db
    .select({ batchId: batchTeachers.batchId })
    .from(batchTeachers)
    .where(and(eq(batchTeachers.teacherId, teacherId), eq(batchTeachers.batchId, batchId)));
  return Boolean(row);
}
