import { and, eq, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attendance, batchMembers, classSessions } from '../../db/schema/index.ts';
import { seatDate } from '../batches/seats.ts';

/**
 * Who a class's register holds: the members seated on its date (joined on or before it; a
 * student who left has no row). A student who joins on the 29th is not on the 23rd's register,
 * and so is never marked for it.
 */
export const seatedOn = (date: string | SQLWrapper): SQL =>
  and(eq(batchMembers.status, 'member'), lte(seatDate(), date))!;

const SEAT = 'seat';
const seat = alias(batchMembers, SEAT);
const seats = sql`${batchMembers} ${sql.identifier(SEAT)}`;

/**
 * The marks that count in a student's percentages: those of classes they were seated for. A
 * mark stored before this rule (a later joiner saved onto an earlier register) is left out.
 */
export const markedWhileSeated: SQL = sql`not exists (select 1 from ${seats}
  where ${seat.batchId} = ${classSessions.batchId} and ${seat.studentId} = ${attendance.studentId}
  and (${seat.status} <> 'member' or ${seatDate(seat.joinedAt)} > ${classSessions.date}))`;
