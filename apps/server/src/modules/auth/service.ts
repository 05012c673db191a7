import { eq, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  type adminProfileSchema,
  type parentProfileSchema,
  type changePasswordSchema,
  type loginSchema,
  type profileSchema,
} from '@academy/contract/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserByPhone } from '../accounts/phones.ts';
import { hashNewPassword } from '../accounts/service.ts';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';

/**
 * The same answer, and about the same time, whether the phone is unknown or the password wrong.
 * A suspended account is told so only after the right password.
 */
export async function authenticate(db: Db, input: z.output<typeof loginSchema>): Promise<UserRow> {
  const user = await findUserByPhone(db, input.phone);
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !isValid) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
  return user;
}

export async function updateProfile(
  db: Db,
  userId: string,
  input:
    | z.output<typeof profileSchema>
    | z.output<typeof parentProfileSchema>
    | z.output<typeof adminProfileSchema>,
) {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** Changes the password and signs out every other device of the user. */
export async function changePassword(
  db: Db,
  viewer: { user: UserRow; sessionId: string },
  input: z.output<typeof changePasswordSchema>,
) {
  if (!(await verifyPassword(viewer.user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.currentPasswordWrong, {
      currentPassword: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, viewer.user.id));
    await revokeUserSessions(tx, viewer.user.id, 'password changed', viewer.sessionId);
  });
}
