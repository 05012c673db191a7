import { eq } from 'drizzle-orm';
import { ADMISSION_MESSAGES as M } from '@academy/contract/admissions';
import { isAdmin, ROLES } from '@academy/contract/roles';
import type { DbOrTx } from '../../db/client.ts';
import { counsellors } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** Whether the user works the leads: an admin, or a teacher an admin named counsellor. */
export async function isLeadStaff(db: DbOrTx, user: Viewer['user']) {
  if (isAdmin(user.role)) return true;
  if (user.role !== ROLES.teacher) return false;
  const [row] = await db
    .select({ userId: counsellors.userId })
    .from(counsellors)
    .where(eq(counsellors.userId, user.id));
  return Boolean(row);
}

/** Routes let teachers in; a teacher who is not a counsellor stops here (issue 52). */
export async function assertLeadStaff(db: DbOrTx, viewer: Viewer) {
  if (!(await isLeadStaff(db, viewer.user))) throw forbidden(M.notCounsellor);
}
