import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import {
  claimPhone,
  ensurePhoneFree,
  findUserByPhone,
  insertingUser,
} from '../accounts/accounts.ts';
import type { Requester } from '../../lib/requester.ts';
import { issueCode, refuseCode, useCode, type CodeKeys } from './codes.ts';

/** A code to confirm a pending account's number (at sign-up, at a sign-in attempt, on request). */
export async function sendSignupCode(db: Db, keys: CodeKeys, user: UserRow, from: Requester) {
  if (user.status !== 'pending' || !user.phone) return false;
  const phone = user.phone;
  return db.transaction((tx) =>
    issueCode(tx, keys, { userId: user.id, phone, purpose: 'verify', ...from }),
  );
}

export async function resendSignupCode(db: Db, keys: CodeKeys, phone: string, from: Requester) {
  const user = await findUserByPhone(db, phone);
  return user ? sendSignupCode(db, keys, user, from) : false;
}

/** The code from the phone: the pending account becomes active and its number confirmed. */
export async function confirmSignup(
  db: Db,
  secret: string,
  input: { phone: string; code: string },
): Promise<UserRow> {
  const result = await db.transaction(async (tx) => {
    const check = await useCode(tx, secret, { ...input, purpose: 'verify' });
    if (!check.ok) return check;
    const [user] = await tx
      .update(users)
      .set({
        status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
        phoneVerifiedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, check.userId))
      .returning();
    return { ok: true as const, user: user! };
  });
  if (!result.ok) throw refuseCode(result.message);
  if (result.user.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
  return result.user;
}

/** A signed-in user asks to move to a new number: the code goes to the new number. */
export async function startPhoneChange(
  db: Db,
  keys: CodeKeys,
  user: UserRow,
  phone: string,
  from: Requester,
) {
  if (phone === user.phone)
    throw new AppError('VALIDATION', PHONE_CODE_MESSAGES.sameNumber, {
      phone: PHONE_CODE_MESSAGES.sameNumber,
    });
  await ensurePhoneFree(db, phone, user.id);
  return db.transaction((tx) =>
    issueCode(tx, keys, { userId: user.id, phone, purpose: 'change', ...from }),
  );
}

/** The code from the new number: it becomes the account's, confirmed; audited. */
export async function confirmPhoneChange(
  db: Db,
  secret: string,
  user: UserRow,
  input: { phone: string; code: string },
): Promise<UserRow> {
  const result = await insertingUser(
    db.transaction(async (tx) => {
      const check = await useCode(tx, secret, { ...input, purpose: 'change', forUser: user.id });
      if (!check.ok) return check;
      await claimPhone(tx, input.phone, user.id);
      const [updated] = await tx
        .update(users)
        .set({ phone: input.phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      await recordAudit(tx, {
        actorId: user.id,
        action: 'auth.phone-change',
        entity: 'user',
        entityId: user.id,
        before: { phone: user.phone },
        after: { phone: input.phone },
      });
      return { ok: true as const, user: updated! };
    }),
  );
  if (!result.ok) throw refuseCode(result.message);
  return result.user;
}
