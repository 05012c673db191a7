import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACADEMY_UTC_OFFSET_MINUTES } from '@academy/contract/academy-calendar';
import { batchMembers } from '../../db/schema/index.ts';

/**
 * The rules of a seat (decisions 086 and 095). A row of batch_members is one seat, or a place on
 * the waiting list: it runs from its seat date to its leaving date (`left_on`, the last day the
 * student was seated), and the row stays after it ends, for the registers it was on.
 */

/**
 * The academy date (India) a member took their seat: from it they are on the registers and owe
 * the fee (an instalment due before it is due on it).
 */
export const seatDate = (joinedAt: SQLWrapper = batchMembers.joinedAt): SQL =>
  sql`((${joinedAt} at time zone 'UTC') + make_interval(mins => ${sql.raw(
    String(ACADEMY_UTC_OFFSET_MINUTES),
  )}))::date`;

/** The moment an admin's "Seated from" date begins, in India: its seat date is that day. */
export const seatStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - ACADEMY_UTC_OFFSET_MINUTES * 60_000);

/** The row is not an ended seat: a seat today, or a place on the waiting list. */
export const current: SQL = isNull(batchMembers.leftOn);

/** A seat held today. */
export const seatedNow: SQL = and(eq(batchMembers.status, 'member'), current)!;

/** The seat had not ended by that date (a student is seated through their leaving date). */
export const notLeftBy = (date: string | SQLWrapper, leftOn: SQLWrapper = batchMembers.leftOn) =>
  or(isNull(leftOn), sql`${leftOn} >= ${date}`)!;

const EARLIER = 'earlier_seat';
const earlier = alias(batchMembers, EARLIER);

/**
 * The seat owes an instalment due on `dueDate`: it had not ended by then, and no earlier seat of
 * the same student in the batch owed it (one who left and came back owes each instalment once).
 * Instalments due after a leaving date are not owed.
 */
export const owes = (dueDate: SQLWrapper): SQL =>
  and(
    eq(batchMembers.status, 'member'),
    notLeftBy(dueDate),
    sql`not exists (select 1 from ${batchMembers} ${sql.identifier(EARLIER)}
      where ${earlier.batchId} = ${batchMembers.batchId}
      and ${earlier.studentId} = ${batchMembers.studentId} and ${earlier.status} = 'member'
      and ${earlier.joinedAt} < ${batchMembers.joinedAt} and ${earlier.leftOn} >= ${dueDate})`,
  )!;
