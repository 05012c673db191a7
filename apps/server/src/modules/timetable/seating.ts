import { and, eq, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attendance, batchMembers, classSessions } from '../../db/schema/index.ts';
import { notLeftBy, seatDate } from '../batches/seats.ts';

/**
 * Who a class's register holds: the members seated on its date (joined on or before it, not
 * yet left). A student who joins on the 29th is not on the 23rd's register, and one who left on
 * the 10th is on the 10th's and not the 11th's.
 */
export const seatedOn = (date: string | SQLWrapper): SQL =>
  and(eq(batchMembers.status, 'member'), lte(seatDate(), date), notLeftBy(date))!;

const SEAT = 'seat';
const seat = alias(batchMembers, SEAT);
const seats = sql`${batchMembers} ${sql.identifier(SEAT)}`;
const ofTheMark = sql`${seat.batchId} = ${classSessions.batchId} and ${seat.studentId} = ${attendance.studentId}`;

/**
 * The marks that count in a student's percentages: those of classes they were seated for. A
 * mark stored before this rule (a later joiner saved onto an earlier register) is left out; one
 * of a student removed before seats were kept (no row at all) still counts.
 */
export const markedWhileSeated: SQL = sql`(exists (select 1 from ${seats} where ${ofTheMark}
  and ${seat.status} = 'member' and ${seatDate(seat.joinedAt)} <= ${classSessions.date}
  and ${notLeftBy(classSessions.date, seat.leftOn)})
  or not exists (select 1 from ${seats} where ${ofTheMark}))`;
