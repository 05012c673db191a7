import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import type { createStudentSchema, updateStudentSchema } from '@academy/contract/students';
import {
  STUDENT_MESSAGES,
  type StudentDetails,
  type StudentRow,
  type StudentSort,
} from '@academy/contract/students';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userCounts, users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/sql.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, isCommonPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { myCourses } from '../enrollments/service.ts';
import { AUTH_MESSAGES } from '@academy/contract/auth';

type Actor = { actorId: string };

export function toStudentRow(row: UserRow): StudentRow {
  return {
    userId: row.id,
    name: row.name,
    phone: row.phone,
    classes: row.class as StudentRow['classes'],
    stream: row.stream as StudentRow['stream'],
    gender: row.gender as StudentRow['gender'],
    school: row.school,
    email: row.email,
    status: row.status === 'suspended' ? 'suspended' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit entry keeps of a student: never the password hash. */
const auditView = (row: UserRow) => toStudentRow(row);

/** Any columns will do: the users table's, or the same columns of a subquery of it. */
type SortColumns = Record<'name' | 'id' | 'createdAt', AnyPgColumn>;

/** The sorts, for the users table or a subquery of it. */
const orderOf = (t: SortColumns): Record<StudentSort, SQL[]> => ({
  name: [sql`lower(${t.name}) asc`, asc(t.id)],
  '-name': [sql`lower(${t.name}) desc`, desc(t.id)],
  newest: [desc(t.createdAt), desc(t.id)],
  oldest: [asc(t.createdAt), asc(t.id)],
});
const ORDER = orderOf(users);

export interface StudentFilter {
  q: string;
  sort: StudentSort;
  status: 'all' | 'active' | 'suspended';
}

function whereStudents({ q, status }: StudentFilter) {
  const digits = q.replace(/\D/g, '');
  const search = q
    ? or(
        ilike(users.name, `%${escapeLike(q)}%`),
        digits.length >= 3 ? like(users.phone, `%${digits}%`) : undefined,
      )
    : undefined;
  return and(eq(users.role, ROLES.student), statusIs(users.status, status), search);
}

const statusIs = (column: typeof users.status | typeof userCounts.status, status: string) =>
  status === 'all' ? ne(column, 'deleted') : eq(column, status);

type Page = { page: number; pageSize: number };

export async function listStudents(db: Db, filter: StudentFilter & Page) {
  const { items, total } = filter.q
    ? await searchStudents(db, filter)
    : await browseStudents(db, filter);
  return { items: items.map(toStudentRow), page: filter.page, pageSize: filter.pageSize, total };
}

/**
 * No search: the page is read off the index of its sort, and the total comes from the counts
 * the triggers keep (counting 100,000 students on every page view is what this avoids).
 */
async function browseStudents(db: Db, filter: StudentFilter & Page) {
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(whereStudents(filter))
      .orderBy(...ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
      .from(userCounts)
      .where(and(eq(userCounts.role, ROLES.student), statusIs(userCounts.status, filter.status))),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/**
 * A search: the matches are found through the trigram indexes and counted in the same pass. The
 * window function keeps PostgreSQL from flattening the subquery, so it cannot choose to walk the
 * whole sort index looking for matches instead (which it estimates cheaper for a small page).
 */
async function searchStudents(db: Db, filter: StudentFilter & Page) {
  const matches = db
    .select({
      ...getTableColumns(users),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .where(whereStudents(filter))
    .as('matches');
  const items = await db
    .select()
    .from(matches)
    .orderBy(...orderOf(matches)[filter.sort])
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  if (items[0] || filter.page === 1) return { items, total: items[0]?.total ?? 0 };
  // Past the last page: nothing to count the matches with, so count them on their own.
  const [counted] = await db.select({ n: count() }).from(users).where(whereStudents(filter));
  return { items, total: counted?.n ?? 0 };
}

/** Every student that matches, for the CSV export (bounded: an academy, not a census). */
export async function allStudents(db: Db, filter: StudentFilter) {
  const rows = await db
    .select()
    .from(users)
    .where(whereStudents(filter))
    .orderBy(...ORDER[filter.sort])
    .limit(50_000);
  return rows.map(toStudentRow);
}

export async function findStudent(db: Db, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLES.student), ne(users.status, 'deleted')));
  if (!row) throw notFound(STUDENT_MESSAGES.notFound);
  return row;
}

/**
 * View Details: the profile, and each enrolled course with the student's progress in it (the
 * enrollments module's own reckoning, so the admin sees what the student sees). The student's
 * mock-test results are the mock-tests module's own call, GET /api/admin/students/:id/test-results.
 */
export async function studentDetails(db: Db, id: string): Promise<StudentDetails> {
  const row = await findStudent(db, id);
  const courses = await myCourses(db, id);
  return {
    student: toStudentRow(row),
    enrollments: courses.map((c) => ({
      courseId: c._id,
      title: c.title,
      status: c.status,
      progress: c.progress,
      completedCount: c.completedCount,
      lessonCount: c.lessonCount,
      enrolledAt: c.enrolledAt,
    })),
  };
}

async function ensurePhoneFree(db: Db, phone: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptId ? ne(users.id, exceptId) : undefined));
  if (taken) throw conflict(AUTH_MESSAGES.phoneTaken, { phone: AUTH_MESSAGES.phoneTaken });
}

export async function createStudent(
  db: Db,
  input: z.output<typeof createStudentSchema>,
  { actorId }: Actor,
) {
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.passwordCommon, {
      password: AUTH_MESSAGES.passwordCommon,
    });
  }
  await ensurePhoneFree(db, input.phone);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        phone: input.phone,
        passwordHash,
        role: ROLES.student,
        school: input.school,
        class: input.class,
        stream: input.stream,
        gender: input.gender,
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'student.create',
      entity: 'student',
      entityId: row!.id,
      after: auditView(row!),
    });
    return row!;
  });
}

export async function updateStudent(
  db: Db,
  id: string,
  input: z.output<typeof updateStudentSchema>,
  { actorId }: Actor,
) {
  const before = await findStudent(db, id);
  await ensurePhoneFree(db, input.phone, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'student.update',
      entity: 'student',
      entityId: id,
      before: auditView(before),
      after: auditView(row!),
    });
    return row!;
  });
}

/** Suspension blocks login and ends every session at once; reactivation undoes the first. */
export async function setSuspended(db: Db, id: string, isSuspended: boolean, { actorId }: Actor) {
  const before = await findStudent(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: isSuspended ? 'suspended' : 'active', updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (isSuspended) await revokeUserSessions(tx, id, 'suspended by an administrator');
    await recordAudit(tx, {
      actorId,
      action: isSuspended ? 'student.suspend' : 'student.reactivate',
      entity: 'student',
      entityId: id,
      before: { status: before.status },
      after: { status: row!.status },
    });
    return row!;
  });
}

export async function resetPassword(db: Db, id: string, password: string, { actorId }: Actor) {
  await findStudent(db, id);
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.passwordCommon, {
      password: AUTH_MESSAGES.passwordCommon,
    });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    const sessionsEnded = await revokeUserSessions(tx, id, 'password reset by an administrator');
    // That it happened and what it did, never the password or its hash.
    await recordAudit(tx, {
      actorId,
      action: 'student.reset-password',
      entity: 'student',
      entityId: id,
      before: { signedInSessions: sessionsEnded },
      after: { passwordReset: true, signedInSessions: 0 },
    });
  });
}

/**
 * Deleting keeps the row (enrollments and orders point at it, for the books) but frees the phone
 * number and ends the student's sessions; the account can no longer sign in.
 */
export async function deleteStudent(db: Db, id: string, { actorId }: Actor) {
  const before = await findStudent(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'deleted', phone: null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id, 'deleted by an administrator');
    await recordAudit(tx, {
      actorId,
      action: 'student.delete',
      entity: 'student',
      entityId: id,
      before: auditView(before),
    });
  });
}
