import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOMEWORK_MESSAGES } from '@academy/contract/homework';
import { isAdmin, ROLES } from '@academy/contract/roles';
import type { DbOrTx } from '../../db/client.ts';
import { batchMembers, homework, type HomeworkRow, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { inAcademyZone } from '../../lib/sql.ts';
import { childIdsOf } from '../../lib/parent-links.ts';
import { seatedNow } from '../batches/seats.ts';
import { teaches } from '../batches/service.ts';
import { seatedOn } from '../timetable/seating.ts';

/** How a user stands to a homework: runs its batch, is set it, or is a parent of one who is. */
export type Standing = 'staff' | 'student' | 'parent';

/** The India date a homework is due. */
export const dueDate = sql`${inAcademyZone(homework.dueAt)}::date`;

/** The seats of the students a homework is set: in its batch on its due date. */
export const setTo = and(eq(batchMembers.batchId, homework.batchId), seatedOn(dueDate))!;

/** Whether a user runs a batch's homework: an admin any, a teacher the batches they teach. */
export async function runsBatch(db: DbOrTx, user: UserRow, batchId: string) {
  if (isAdmin(user.role)) return true;
  return user.role === ROLES.teacher && teaches(db, user.id, batchId);
}

/** Those of `studentIds` seated in the batch today. */
async function seatedIn(db: DbOrTx, batchId: string, studentIds: string[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ id: batchMembers.studentId })
    .from(batchMembers)
    .where(
      and(
        eq(batchMembers.batchId, batchId),
        inArray(batchMembers.studentId, studentIds),
        seatedNow,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A homework the user may see (decisions §122): a teacher of its batch or an admin, a student
 * seated in it, a parent of one. 404 when there is none, 403 when it is another batch's. With
 * `lock`, its row is held until the transaction ends.
 */
export async function homeworkFor(
  db: DbOrTx,
  user: UserRow,
  id: string,
  lock = false,
): Promise<{ hw: HomeworkRow; as: Standing }> {
  const query = db.select().from(homework).where(eq(homework.id, id));
  const [hw] = lock ? await query.for('update') : await query;
  if (!hw) throw notFound(HOMEWORK_MESSAGES.notFound);
  if (await runsBatch(db, user, hw.batchId)) return { hw, as: 'staff' };
  if (user.role === ROLES.student && (await seatedIn(db, hw.batchId, [user.id])).length)
    return { hw, as: 'student' };
  if (
    user.role === ROLES.parent &&
    (await seatedIn(db, hw.batchId, await childIdsOf(db, user.id))).length
  )
    return { hw, as: 'parent' };
  throw forbidden(HOMEWORK_MESSAGES.notYourBatch);
}

/** Whether a user sees a student's work: theirs, their child's, or as the batch's staff. */
export async function seesWorkOf(db: DbOrTx, user: UserRow, studentId: string, batchId: string) {
  if (user.id === studentId) return true;
  if (user.role === ROLES.parent) return (await childIdsOf(db, user.id)).includes(studentId);
  return runsBatch(db, user, batchId);
}
