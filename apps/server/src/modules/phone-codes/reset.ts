import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, isCommonPassword } from '../accounts/passwords.ts';
import { findUserByPhone } from '../accounts/phones.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';
import type { Requester } from '../../lib/requester.ts';
import { issueCode, refuseCode, useCode, type CodeKeys } from './codes.ts';

/**
 * POST /api/auth/forgot-password: a code goes to the phone when it has an active account; the
 * caller learns nothing either way (same answer, and the queued send is the only difference).
 */
export async function requestReset(db: Db, keys: CodeKeys, phone: string, from: Requester) {
  const user = await findUserByPhone(db, phone);
  if (!user || user.status !== 'active') return false;
  return db.transaction((tx) =>
    issueCode(tx, keys, { userId: user.id, phone, purpose: 'reset', ...from }),
  );
}

/**
 * POST /api/auth/reset-password: the code, then registration's password rules; every session
 * of the account ends, and the audit log says who reset it from where.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  input: { phone: string; code: string; password: string },
  ip: string,
) {
  if (isCommonPassword(input.password))
    throw new AppError('VALIDATION', AUTH_MESSAGES.passwordCommon, {
      password: AUTH_MESSAGES.passwordCommon,
    });
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const check = await useCode(tx, secret, {
      phone: input.phone,
      purpose: 'reset',
      code: input.code,
    });
    if (!check.ok) return check;
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, check.userId));
    await revokeUserSessions(tx, check.userId, 'password reset with a phone code');
    await recordAudit(tx, {
      actorId: check.userId,
      action: 'auth.password-reset',
      entity: 'user',
      entityId: check.userId,
      after: { by: 'phone code', ip },
    });
    return check;
  });
  // No code, an expired, used, voided or wrong one: the same answer, which would otherwise say
  // that the phone has an account (only an account's phone is ever sent a code).
  if (!result.ok) throw refuseCode(PHONE_CODE_MESSAGES.resetCodeRefused);
}
