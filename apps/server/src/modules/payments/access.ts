import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { isAdmin } from '@academy/contract/roles';
import type { DbOrTx } from '../../db/client.ts';
import { courses, enrolments, orders, type OrderRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { sameItem, type OrderItem } from './order-items.ts';

/**
 * Who may open a course's lessons, a note or a mock test (product §5.12), the one rule for all of
 * them: whatever is free (a course or note `isFree` of the contract, a mock test of no course),
 * anything for an administrator, and what the viewer owns: a course they are enrolled in, a note
 * they paid for, a test of a course they are enrolled in. Callers read what is owned in their
 * own batch (`isEnrolled`, `paidNoteIds`), so a list asks once for all its rows.
 */
export const hasAccess = (viewer: Viewer | null, item: { free: boolean; owned: boolean }) =>
  item.free || isAdmin(viewer?.user.role) || item.owned;

/**
 * The SQL condition "the user is enrolled in this course", for a list that filters by it;
 * `courseId` is a column of the list's table or an id.
 */
export const enrolledIn = (userId: string, courseId: SQLWrapper | string) =>
  sql`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courseId} and ${enrolments.userId} = ${userId})`;

export async function isEnrolled(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return Boolean(row);
}

/** The notes among `noteIds` the user has a paid (not fully refunded) order for. */
export async function paidNoteIds(db: DbOrTx, userId: string, noteIds: string[]) {
  if (!noteIds.length) return new Set<string>();
  const rows = await db
    .select({ noteId: orders.noteId })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'paid'), inArray(orders.noteId, noteIds)),
    );
  return new Set(rows.flatMap((r) => (r.noteId ? [r.noteId] : [])));
}

/** Inserts the enrolment once; counts the student only when it is new. */
export async function enrolOnce(
  db: DbOrTx,
  userId: string,
  courseId: string,
  orderId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrolments)
      .values({ userId, courseId, orderId })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    if (inserted.length)
      await tx
        .update(courses)
        .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
        .where(eq(courses.id, courseId));
    return inserted.length > 0;
  });
}

/** What a paid order buys: a course enrolment (a note opens for its paid order by itself). */
export async function grantAccess(tx: DbOrTx, order: OrderRow) {
  if (order.courseId) await enrolOnce(tx, order.userId, order.courseId, order.id);
}

/** A fully refunded order ends the access it bought; the student's progress is kept. */
export async function revokeAccess(tx: DbOrTx, order: OrderRow) {
  if (!order.courseId) return;
  const removed = await tx
    .delete(enrolments)
    .where(and(eq(enrolments.userId, order.userId), eq(enrolments.courseId, order.courseId)))
    .returning({ id: enrolments.id });
  if (removed.length)
    await tx
      .update(courses)
      .set({ enrolledCount: sql`greatest(${courses.enrolledCount} - 1, 0)` })
      .where(eq(courses.id, order.courseId));
}

/** Whether the student has a paid (not fully refunded) order for the item. */
export async function hasPaidFor(db: DbOrTx, userId: string, item: OrderItem) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sameItem(item), eq(orders.status, 'paid')));
  return Boolean(row);
}
