import { and, eq, inArray, ne } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';

/**
 * Who holds a phone number, and how an account takes one: the rule every account's number
 * follows, whoever sets it (sign-up, an administrator adding or editing someone, the CSV import,
 * a confirmed change of number).
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
 * An unconfirmed sign-up (`pending`) proved nothing, so it holds its number against no one:
 * whoever is given the number next (`claimPhones`) removes it.
 */
const holdsAgainstOthers = (holder: Pick<UserRow, 'status'>) => holder.status !== 'pending';

/**
 * The role of the account holding each of these numbers against a new account; a number held by
 * no one, or only by a pending sign-up, is not in the map.
 */
export async function phoneHolders(db: DbOrTx, phones: string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: users.phone, role: users.role, status: users.status })
    .from(users)
    .where(and(inArray(users.phone, phones), ne(users.status, 'deleted')));
  return new Map(rows.filter(holdsAgainstOthers).map((r) => [r.phone!, r.role]));
}

/** Refused when another account holds the number; a pending sign-up holding it is returned. */
export async function ensurePhoneFree(db: DbOrTx, phone: string, forId?: string) {
  const holder = await findUserByPhone(db, phone);
  if (holder && holder.id !== forId && holdsAgainstOthers(holder)) throw phoneTaken();
  return holder && holder.id !== forId ? holder : undefined;
}

/**
 * Inside the transaction that gives these numbers to new accounts: refused when anyone but a
 * pending sign-up holds one, and the pending sign-ups holding them are removed.
 */
export async function claimPhones(tx: DbOrTx, phones: string[]) {
  if (phones.length === 0) return;
  const holders = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(inArray(users.phone, phones), ne(users.status, 'deleted')));
  if (holders.some(holdsAgainstOthers)) throw phoneTaken();
  if (holders.length) {
    await tx.delete(users).where(
      inArray(
        users.id,
        holders.map((h) => h.id),
      ),
    );
  }
}

/** Inside the transaction that gives `phone` to an existing account (`forId`). */
export async function claimPhone(tx: DbOrTx, phone: string, forId: string) {
  const pending = await ensurePhoneFree(tx, phone, forId);
  if (pending) await tx.delete(users).where(eq(users.id, pending.id));
}
