import { and, eq, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';

/**
 * The rules every account's phone number and chosen password follow, whoever sets them: sign-up,
 * an administrator adding or editing someone, a confirmed change of number.
 */

export const phoneTaken = () =>
  conflict(AUTH_MESSAGES.phoneTaken, { phone: AUTH_MESSAGES.phoneTaken });

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Rethrows a unique-phone violation (two writes racing for one number) as the 409 it means. */
export async function insertingUser<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isUniqueViolation(error) || isUniqueViolation(cause)) throw phoneTaken();
    throw error;
  }
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.status, 'deleted')));
  return row;
}

/**
 * Refused when another account holds the number. An unconfirmed sign-up (`pending`) proved
 * nothing, so it holds its number against no one: `claimPhone` removes it.
 */
export async function ensurePhoneFree(db: DbOrTx, phone: string, forId?: string) {
  const holder = await findUserByPhone(db, phone);
  if (holder && holder.id !== forId && holder.status !== 'pending') throw phoneTaken();
  return holder && holder.id !== forId ? holder : undefined;
}

/** Inside the transaction that gives `phone` to an account (`forId`, or a new one). */
export async function claimPhone(tx: DbOrTx, phone: string, forId?: string) {
  const pending = await ensurePhoneFree(tx, phone, forId);
  if (pending) await tx.delete(users).where(eq(users.id, pending.id));
}

/** The hash of a password someone chose, refused when it is a common one. */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.passwordCommon, {
      [field]: AUTH_MESSAGES.passwordCommon,
    });
  }
  return hashPassword(password);
}

/**
 * An administrator's edit of an account's details, its number among them (taken as `claimPhone`
 * says), with its audit entry: what it was and what it became, each seen through `view`.
 */
export function updateAccount(
  db: Db,
  before: UserRow,
  input: Partial<typeof users.$inferInsert> & { phone: string },
  audit: { actorId: string; action: string; entity: string; view: (row: UserRow) => unknown },
): Promise<UserRow> {
  return insertingUser(
    db.transaction(async (tx) => {
      await claimPhone(tx, input.phone, before.id);
      const [row] = await tx
        .update(users)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(users.id, before.id))
        .returning();
      await recordAudit(tx, {
        actorId: audit.actorId,
        action: audit.action,
        entity: audit.entity,
        entityId: before.id,
        before: audit.view(before),
        after: audit.view(row!),
      });
      return row!;
    }),
  );
}
