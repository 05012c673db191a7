import { eq } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import type { DbOrTx } from '../../db/client.ts';
import { batches, batchTeachers, type UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { batchIdsOfStudents, teaches } from '../batches/service.ts';
import { childIdsOf } from '../../lib/parent-links.ts';

/**
 * The batches whose timetable a user sees: an admin all of them, a teacher those they teach, a
 * student those they are a member of, a parent their children's.
 */
export async function batchIdsVisibleTo(db: DbOrTx, user: UserRow): Promise<string[]> {
  switch (user.role) {
    case ROLES.admin:
      return (await db.select({ id: batches.id }).from(batches)).map((b) => b.id);
    case ROLES.teacher:
      return (
        await db
          .select({ id: batchTeachers.batchId })
          .from(batchTeachers)
          .where(eq(batchTeachers.teacherId, user.id))
      ).map((b) => b.id);
    case ROLES.parent:
      return batchIdsOfStudents(db, await childIdsOf(db, user.id));
    default:
      return batchIdsOfStudents(db, [user.id]);
  }
}

/** Who runs a batch's classes: an admin, or one of its teachers. Otherwise 403. */
export async function assertRunsBatch(db: DbOrTx, user: UserRow, batchId: string) {
  if (user.role === ROLES.admin) return;
  if (user.role === ROLES.teacher && (await teaches(db, user.id, batchId))) return;
  throw forbidden(TIMETABLE_MESSAGES.notYourBatch);
}
