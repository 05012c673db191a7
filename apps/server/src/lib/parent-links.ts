import { eq } from 'drizzle-orm';
import { isAdmin, ROLES } from '@academy/contract/roles';
import type { DbOrTx } from '../db/client.ts';
import { parentLinks, type UserRow } from '../db/schema/index.ts';

/** The ids of the children linked to a parent. */
export async function childIdsOf(db: DbOrTx, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: parentLinks.studentId })
    .from(parentLinks)
    .where(eq(parentLinks.parentId, parentId));
  return rows.map((r) => r.id);
}

/**
 * Whether a user may follow a student's attendance, results and receipts: the student, a parent
 * linked to them, or an admin.
 */
export async function canFollowStudent(db: DbOrTx, user: UserRow, studentId: string) {
  if (isAdmin(user.role) || user.id === studentId) return true;
  if (user.role === ROLES.parent) return (await childIdsOf(db, user.id)).includes(studentId);
  return false;
}
