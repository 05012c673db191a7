import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { academyToday, addDays } from '@academy/contract/academy-calendar';
import { FEE_GRACE_DAYS } from '@academy/contract/site-config';
import { FEE_LIMITS, type BatchDues, type DueRow, type FeeDue } from '@academy/contract/batch-fees';
import type { DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchInstalments,
  batchMembers,
  instalmentReminders,
  users,
} from '../../db/schema/index.ts';
import { owes, seatDate } from '../batches/seats.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { requireBatch } from './instalments.ts';

/**
 * A member owes each instalment of their batch that falls due while seated (batches/seats.ts)
 * until a paid order for it exists: a refunded one owes again. Students on the waiting list owe
 * nothing yet.
 */
function unpaid(where: SQL | undefined) {
  return and(
    owes(batchInstalments.dueDate),
    ne(users.status, 'deleted'),
    sql`not exists (select 1 from orders o where o.user_id = batch_members.student_id
      and o.instalment_id = batch_instalments.id and o.status = 'paid')`,
    where,
  );
}

/**
 * When a member owes an instalment: its due date, or the day they took their seat if it fell
 * due before (a student who joins on the 29th owes the admission of the 1st on the 29th).
 */
const owedFrom = sql<string>`to_char(greatest(${batchInstalments.dueDate}, ${seatDate()}), 'YYYY-MM-DD')`;

function selectDues(db: DbOrTx) {
  return db
    .select({
      instalmentId: batchInstalments.id,
      label: batchInstalments.label,
      amountPaise: batchInstalments.amountPaise,
      dueDate: owedFrom,
      batchName: batches.name,
      studentId: users.id,
      studentName: users.name,
      studentPhone: users.phone,
      remindedAt: instalmentReminders.remindedAt,
      leftOn: batchMembers.leftOn,
    })
    .from(batchInstalments)
    .innerJoin(batches, eq(batches.id, batchInstalments.batchId))
    .innerJoin(batchMembers, eq(batchMembers.batchId, batchInstalments.batchId))
    .innerJoin(users, eq(users.id, batchMembers.studentId))
    .leftJoin(
      instalmentReminders,
      and(
        eq(instalmentReminders.instalmentId, batchInstalments.id),
        eq(instalmentReminders.studentId, batchMembers.studentId),
      ),
    );
}

/** Overdue once the academy's days of grace after the day it is owed from have passed. */
async function overdueAfter(db: DbOrTx) {
  const graceDays = (await readSiteConfig(db)).accounts?.feeGraceDays ?? FEE_GRACE_DAYS.default;
  const today = academyToday();
  return (dueDate: string): DueRow['state'] =>
    addDays(dueDate, graceDays) < today ? 'overdue' : 'due';
}

/** GET /api/admin/batches/:id/dues: every member's unpaid instalments, the earliest due first. */
export async function batchDues(db: DbOrTx, batchId: string): Promise<BatchDues> {
  await requireBatch(db, batchId);
  const stateOf = await overdueAfter(db);
  const rows = await selectDues(db)
    .where(unpaid(eq(batchInstalments.batchId, batchId)))
    .orderBy(asc(owedFrom), asc(users.name), asc(users.id));
  const dues: DueRow[] = rows.map((r) => ({
    instalmentId: r.instalmentId,
    label: r.label,
    amountPaise: r.amountPaise,
    dueDate: r.dueDate,
    state: stateOf(r.dueDate),
    student: { id: r.studentId, name: r.studentName, phone: r.studentPhone },
    remindedAt: r.remindedAt?.toISOString() ?? null,
    leftOn: r.leftOn,
  }));
  const total = (state: DueRow['state']) =>
    dues.filter((d) => d.state === state).reduce((sum, d) => sum + d.amountPaise, 0);
  return { rows: dues, overduePaise: total('overdue'), duePaise: total('due') };
}

/**
 * What the student owes now: everything overdue, and what falls due within the next
 * FEE_LIMITS.dueSoonDays days (the student's and the parent's home).
 */
export async function feesDue(db: DbOrTx, studentId: string): Promise<FeeDue[]> {
  const today = academyToday();
  const stateOf = await overdueAfter(db);
  const rows = await selectDues(db)
    .where(
      unpaid(
        and(
          eq(batchMembers.studentId, studentId),
          lte(owedFrom, addDays(today, FEE_LIMITS.dueSoonDays)),
        ),
      ),
    )
    .orderBy(asc(owedFrom), asc(batches.name));
  return rows.map((r) => ({
    instalmentId: r.instalmentId,
    batchName: r.batchName,
    label: r.label,
    amountPaise: r.amountPaise,
    dueDate: r.dueDate,
    state: stateOf(r.dueDate),
  }));
}

/** The unpaid members of one instalment (all of them, or those chosen), for a reminder. */
export async function debtorsOf(db: DbOrTx, instalmentId: string, studentIds?: string[]) {
  if (studentIds?.length === 0) return [];
  return selectDues(db).where(
    unpaid(
      and(
        eq(batchInstalments.id, instalmentId),
        studentIds ? inArray(users.id, studentIds) : undefined,
      ),
    ),
  );
}
