import { eq, and, ne, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  type adminProfileSchema,
  type changePasswordSchema,
  type loginSchema,
  type profileSchema,
  type registerSchema,
} from '@academy/contract/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { studentValues } from '../students/service.ts';

const commonPasswordError = (field: string) =>
  new AppError('VALIDATION', AUTH_MESSAGES.passwordCommon, {
    [field]: AUTH_MESSAGES.passwordCommon,
  });

const phoneTaken = () => conflict(AUTH_MESSAGES.phoneTaken, { phone: AUTH_MESSAGES.phoneTaken });

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Rethrows a unique-phone violation (two registrations racing) as the 409 it means. */
export async function insertingUser<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isUniqueViolation(error) || isUniqueViolation(cause)) throw phoneTaken();
    throw error;
  }
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.status, 'deleted')));
  return row;
}

/**
 * A new student account: active, or `pending` until its number is confirmed with a code. A
 * pending account proves nothing, so signing up again with its number replaces it.
 */
export async function registerStudent(
  db: Db,
  input: z.output<typeof registerSchema>,
  status: 'active' | 'pending' = 'active',
) {
  if (isCommonPassword(input.password)) throw commonPasswordError('password');
  const existing = await findUserByPhone(db, input.phone);
  if (existing && existing.status !== 'pending') throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  if (existing) await db.delete(users).where(eq(users.id, existing.id));
  const [user] = await insertingUser(
    db
      .insert(users)
      .values({ ...studentValues(input, passwordHash), status })
      .returning(),
  );
  return user!;
}

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
  input: z.output<typeof profileSchema> | z.output<typeof adminProfileSchema>,
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
  if (isCommonPassword(input.newPassword)) throw commonPasswordError('newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, viewer.user.id));
    await revokeUserSessions(tx, viewer.user.id, 'password changed', viewer.sessionId);
  });
}
