import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { addDays } from '@academy/contract/academy-calendar';
import type { DbOrTx } from '../../db/client.ts';
import { batchMembers, homework, homeworkSubmissions } from '../../db/schema/index.ts';
import { current } from '../batches/seats.ts';
import { dueDate, setTo } from './scope.ts';

/**
 * A child's homework for the parents' weekly digest: how many they may still send (not
 * submitted, the cut-off not passed), and how many due in the week from `monday` went late
 * (submitted after the due time, or never sent by the cut-off). Decisions §123.
 */
export async function homeworkWeekOf(
  db: DbOrTx,
  studentId: string,
  monday: string,
  now = new Date(),
): Promise<{ pending: number; late: number }> {
  const seated = sql`exists (select 1 from ${batchMembers} where ${batchMembers.studentId} = ${studentId} and ${setTo} and ${current})`;
  const theirs = and(
    eq(homeworkSubmissions.homeworkId, homework.id),
    eq(homeworkSubmissions.studentId, studentId),
  );
  const missed = and(isNull(homeworkSubmissions.id), lte(homework.cutoffAt, now));
  const [[pending], [late]] = await Promise.all([
    db
      .select({ n: count() })
      .from(homework)
      .leftJoin(homeworkSubmissions, theirs)
      .where(
        and(
          seated,
          isNull(homeworkSubmissions.id),
          or(isNull(homework.cutoffAt), gt(homework.cutoffAt, now)),
        ),
      ),
    db
      .select({ n: count() })
      .from(homework)
      .leftJoin(homeworkSubmissions, theirs)
      .where(
        and(
          seated,
          sql`${dueDate} between ${monday} and ${addDays(monday, 6)}`,
          or(eq(homeworkSubmissions.late, true), missed),
        ),
      ),
  ]);
  return { pending: pending?.n ?? 0, late: late?.n ?? 0 };
}
