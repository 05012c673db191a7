import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DOUBT_MESSAGES } from '@academy/contract/doubts';
import { ROLES } from '@academy/contract/roles';
import type { DbOrTx } from '../../db/client.ts';
import { batchTeachers, doubts, type DoubtRow, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { childIdsOf } from '../../lib/parent-links.ts';

/**
 * Who sees which doubts (decisions §116): a student their own, a parent their children's (to
 * read), a teacher those of the batches they teach, an admin every one, the unassigned included.
 */
export async function visibleDoubts(db: DbOrTx, user: UserRow): Promise<SQL | undefined> {
  switch (user.role) {
    case ROLES.admin:
      return undefined;
    case ROLES.teacher:
      return inArray(
        doubts.batchId,
        db
          .select({ id: batchTeachers.batchId })
          .from(batchTeachers)
          .where(eq(batchTeachers.teacherId, user.id)),
      );
    case ROLES.parent: {
      const children = await childIdsOf(db, user.id);
      return children.length ? inArray(doubts.studentId, children) : sql`false`;
    }
    default:
      return eq(doubts.studentId, user.id);
  }
}

/** Whether a user answers a doubt: an admin any, a teacher one of a batch they teach. */
export async function answers(db: DbOrTx, user: UserRow, doubt: DoubtRow): Promise<boolean> {
  if (user.role === ROLES.admin) return true;
  if (user.role !== ROLES.teacher || !doubt.batchId) return false;
  const [row] = await db
    .select({ id: batchTeachers.teacherId })
    .from(batchTeachers)
    .where(and(eq(batchTeachers.batchId, doubt.batchId), eq(batchTeachers.teacherId, user.id)));
  return Boolean(row);
}

/**
 * A doubt the user may see, or 404 when there is none and 403 when it is someone else's. With
 * `lock`, its row is held until the transaction ends: two answers or replies take turns.
 */
export async function doubtFor(
  db: DbOrTx,
  user: UserRow,
  id: string,
  lock = false,
): Promise<DoubtRow> {
  const query = db.select().from(doubts).where(eq(doubts.id, id));
  const [doubt] = lock ? await query.for('update') : await query;
  if (!doubt) throw notFound(DOUBT_MESSAGES.notFound);
  const scope = await visibleDoubts(db, user);
  if (scope) {
    const [seen] = await db
      .select({ id: doubts.id })
      .from(doubts)
      .where(and(eq(doubts.id, id), scope));
    if (!seen) throw forbidden(DOUBT_MESSAGES.notYours);
  }
  return doubt;
}
