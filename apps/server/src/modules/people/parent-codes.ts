import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PARENT_CODE_ALPHABET,
  PARENT_CODE_LENGTH,
  PARENT_CODE_TTL_DAYS,
  PEOPLE_MESSAGES,
  type ParentCode,
} from '@academy/contract/people';
import { ROLES } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { parentCodes, parentLinks, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 8 characters of 31: about 40 random bits, and the redeem route is rate limited. */
export const makeParentCode = () =>
  Array.from(
    { length: PARENT_CODE_LENGTH },
    () => PARENT_CODE_ALPHABET[randomInt(PARENT_CODE_ALPHABET.length)],
  ).join('');

const toParentCode = (row: typeof parentCodes.$inferSelect): ParentCode => ({
  code: row.code,
  expiresAt: row.expiresAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
});

/** The student's code as it stands (expired or used included: the card says so), or null. */
export async function currentParentCode(db: Db, studentId: string): Promise<ParentCode | null> {
  const [row] = await db.select().from(parentCodes).where(eq(parentCodes.studentId, studentId));
  return row ? toParentCode(row) : null;
}

/** New code: replaces the student's previous one, which stops working at once. */
export async function newParentCode(db: Db, studentId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PARENT_CODE_TTL_DAYS * DAY_MS);
  // A clash with another student's code is a one-in-a-trillion event: try again.
  for (let attempt = 0; ; attempt += 1) {
    const code = makeParentCode();
    try {
      const [row] = await db
        .insert(parentCodes)
        .values({ studentId, code, expiresAt })
        .onConflictDoUpdate({
          target: parentCodes.studentId,
          set: { code, expiresAt, usedAt: null, usedBy: null, createdAt: sql`now()` },
        })
        .returning();
      return toParentCode(row!);
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/**
 * A signed-in parent enters their child's code: the code is claimed (it works once, before it
 * expires) and the parent linked to the child, in one transaction, so two parents racing for one
 * code cannot both win, and a parent already linked keeps the code for someone else.
 */
export async function redeemParentCode(db: Db, { user: { id: parentId } }: Viewer, code: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(parentCodes)
      .set({ usedAt: sql`now()`, usedBy: parentId })
      .where(
        and(
          eq(parentCodes.code, code),
          isNull(parentCodes.usedAt),
          gt(parentCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ studentId: parentCodes.studentId });
    if (!claimed) {
      const [found] = await tx.select().from(parentCodes).where(eq(parentCodes.code, code));
      const message = !found
        ? PEOPLE_MESSAGES.codeWrong
        : found.usedAt
          ? PEOPLE_MESSAGES.codeUsed
          : PEOPLE_MESSAGES.codeExpired;
      throw new AppError('VALIDATION', message, { code: message });
    }
    const [student] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, claimed.studentId), eq(users.role, ROLES.student)));
    if (!student) {
      throw new AppError('VALIDATION', PEOPLE_MESSAGES.codeWrong, {
        code: PEOPLE_MESSAGES.codeWrong,
      });
    }
    const linked = await tx
      .insert(parentLinks)
      .values({ parentId, studentId: student.id })
      .onConflictDoNothing()
      .returning({ studentId: parentLinks.studentId });
    if (linked.length === 0) {
      throw conflict(PEOPLE_MESSAGES.alreadyLinked, { code: PEOPLE_MESSAGES.alreadyLinked });
    }
    await recordAudit(tx, {
      actorId: parentId,
      action: 'parent.link-by-code',
      entity: 'user',
      entityId: parentId,
      after: { studentId: student.id, studentName: student.name },
    });
    return student;
  });
}
