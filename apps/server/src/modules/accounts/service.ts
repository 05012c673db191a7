import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { claimPhone, claimPhones, ensurePhoneFree, insertingUser } from './phones.ts';

/**
 * The life of an account, whoever's it is (a student, a teacher, a parent): made, edited,
 * suspended and reactivated, given a new password by an administrator, deleted. The areas
 * (students, people, the CSV import, registration) find the account and say how it is audited;
 * the rules and the transactions are here, once.
 */

/**
 * How an area audits its accounts: `subject` starts each action's name (`student.suspend`,
 * `teacher.reset-password`), `entity` is the log's kind, `view` what an entry keeps of a row
 * (never the password hash).
 */
export interface AccountAudit {
  subject: string;
  entity: string;
  view: (row: UserRow) => unknown;
}

/** A new account's row as the caller gives it, the number (never null) included. */
export type NewAccount = Omit<typeof users.$inferInsert, 'phone'> & { phone: string };

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
 * For accounts nobody has a password for yet (the CSV import's; their way in is a code sent to
 * their phone, decisions §54): the hash of a secret thrown away at once. One hash serves a whole
 * import, as an argon2 hash per account would keep a 1000-row file busy for a minute.
 */
export const unknownPasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * New accounts, inside the caller's transaction: their numbers are claimed (`claimPhones`), then
 * the rows inserted, in order. A number taken by a racing write breaks the unique index: the
 * caller wraps its transaction in `insertingUser`, which answers the 409 it means.
 */
export async function insertAccounts(tx: DbOrTx, rows: NewAccount[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  await claimPhones(
    tx,
    rows.map((r) => r.phone),
  );
  return tx.insert(users).values(rows).returning();
}

/** One new account inside the caller's transaction, audited as made by `by` when someone did. */
export async function insertAccount(
  tx: DbOrTx,
  by: Viewer | null,
  row: NewAccount,
  audit: AccountAudit,
): Promise<UserRow> {
  const [created] = await insertAccounts(tx, [row]);
  if (by) {
    await recordAudit(tx, {
      actorId: by.user.id,
      action: `${audit.subject}.create`,
      entity: audit.entity,
      entityId: created!.id,
      after: audit.view(created!),
    });
  }
  return created!;
}

/**
 * A new account with a chosen password, in a transaction of its own: refused, before the slow
 * hash, when someone holds the number, and when the password is a common one.
 */
export async function createAccount(
  db: Db,
  by: Viewer | null,
  { password, ...row }: Omit<NewAccount, 'passwordHash'> & { password: string },
  audit: AccountAudit,
): Promise<UserRow> {
  await ensurePhoneFree(db, row.phone);
  const passwordHash = await hashNewPassword(password);
  return insertingUser(
    db.transaction((tx) => insertAccount(tx, by, { ...row, passwordHash }, audit)),
  );
}

/**
 * An administrator's edit of an account's details, its number among them (taken as `claimPhone`
 * says), with what it was and what it became.
 */
export function updateAccount(
  db: Db,
  viewer: Viewer,
  before: UserRow,
  input: Partial<typeof users.$inferInsert> & { phone: string },
  audit: AccountAudit,
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
        actorId: viewer.user.id,
        action: `${audit.subject}.update`,
        entity: audit.entity,
        entityId: before.id,
        before: audit.view(before),
        after: audit.view(row!),
      });
      return row!;
    }),
  );
}

/** Suspension blocks login and ends every session at once; reactivation undoes the first. */
export function setAccountSuspended(
  db: Db,
  viewer: Viewer,
  before: UserRow,
  isSuspended: boolean,
  audit: AccountAudit,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: isSuspended ? 'suspended' : 'active', updatedAt: sql`now()` })
      .where(eq(users.id, before.id))
      .returning();
    if (isSuspended) await revokeUserSessions(tx, before.id, 'suspended by an administrator');
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: `${audit.subject}.${isSuspended ? 'suspend' : 'reactivate'}`,
      entity: audit.entity,
      entityId: before.id,
      before: { status: before.status },
      after: { status: row!.status },
    });
    return row!;
  });
}

/**
 * An administrator's new password for someone. The administrator knows it, so its owner must
 * replace it at the next sign-in; every session of the account ends.
 */
export async function resetAccountPassword(
  db: Db,
  viewer: Viewer,
  before: UserRow,
  password: string,
  audit: AccountAudit,
) {
  const passwordHash = await hashNewPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
      .where(eq(users.id, before.id));
    const sessionsEnded = await revokeUserSessions(
      tx,
      before.id,
      'password reset by an administrator',
    );
    // That it happened and what it did, never the password or its hash.
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: `${audit.subject}.reset-password`,
      entity: audit.entity,
      entityId: before.id,
      before: { signedInSessions: sessionsEnded },
      after: { passwordReset: true, signedInSessions: 0 },
    });
  });
}

/**
 * Deleting keeps the row (enrolments and orders point at it, for the books) but frees the phone
 * number and ends the account's sessions; it can no longer sign in.
 */
export async function deleteAccount(db: Db, viewer: Viewer, before: UserRow, audit: AccountAudit) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'deleted', phone: null, updatedAt: sql`now()` })
      .where(eq(users.id, before.id));
    await revokeUserSessions(tx, before.id, 'deleted by an administrator');
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: `${audit.subject}.delete`,
      entity: audit.entity,
      entityId: before.id,
      before: audit.view(before),
    });
  });
}
