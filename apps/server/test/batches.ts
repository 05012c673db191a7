import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@academy/contract/roles';
import { batchMembers, users } from '../src/db/schema/index.ts';
import type { Agent, TestApp } from './app.ts';
import { signedInAs } from './users.ts';
import {
  academyMidday,
  academyToday,
  addDays,
  weekdayOf,
} from '@academy/contract/academy-calendar';

export const today = () => academyToday();

/** A batch running from a month ago to two months ahead, made through the admin's API. */
export async function createBatch(
  admin: Agent,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await admin.post('/api/admin/batches', {
    name: 'Class 10 Science',
    program: 'class-9-10',
    subjects: ['Physics', 'Chemistry'],
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 60),
    capacity: 30,
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** A signed-in teacher (or other role) with a name of their own. */
export async function person(t: TestApp, role: Role, name: string) {
  const signed = await signedInAs(t, role);
  await t.database.db.update(users).set({ name }).where(eq(users.id, signed.userId));
  return signed;
}

/** A weekly class on today's weekday at `startTime`, through the admin's API. */
export async function addSlot(
  admin: Agent,
  batchId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await admin.post(`/api/admin/batches/${batchId}/slots`, {
    weekday: weekdayOf(today()),
    startTime: '00:00',
    durationMinutes: 60,
    subject: 'Physics',
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** Backdates students' seats in a batch, as if they joined on `date` (the API seats them now). */
export async function seatedSince(t: TestApp, batchId: string, studentIds: string[], date: string) {
  await t.database.db
    .update(batchMembers)
    .set({ joinedAt: academyMidday(date) })
    .where(and(eq(batchMembers.batchId, batchId), inArray(batchMembers.studentId, studentIds)));
}

/** Moves a student's ended seat back to `date`, as if the admin removed them then. */
export async function leftOn(t: TestApp, batchId: string, studentId: string, date: string) {
  await t.database.db
    .update(batchMembers)
    .set({ leftOn: date })
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.studentId, studentId)));
}
