import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import type { createStudentSchema, updateStudentSchema } from '@academy/contract/students';
import {
  STUDENT_MESSAGES,
  type StudentDetails,
  type StudentPage,
  type StudentRow,
  type StudentSort,
} from '@academy/contract/students';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userCounts, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/sql.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import {
  claimPhone,
  ensurePhoneFree,
  hashNewPassword,
  insertingUser,
  updateAccount,
} from '../accounts/accounts.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';
import { myCourses } from '../enrollments/service.ts';

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
    phoneConfirmed: row.phoneVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit entry keeps of a student: never the password hash. */
const auditView = (row: UserRow) => toStudentRow(row);

/**
 * Any columns will do: the users table's, or the same columns of a subquery of it. `nameKey` is
 * what the name sorts order by, `lower(name)`, or a subquery's column holding it.
 */
type SortColumns = Record<'id' | 'createdAt', AnyPgColumn> & { nameKey: SQLWrapper };

/** The sorts, for the users table or a subquery of it. */
const orderOf = (t: SortColumns): Record<StudentSort, SQL[]> => ({
  name: [sql`${t.nameKey} asc`, asc(t.id)],
  '-name': [sql`${t.nameKey} desc`, desc(t.id)],
  newest: [desc(t.createdAt), desc(t.id)],
  oldest: [asc(t.createdAt), asc(t.id)],
});
const nameKey = sql<string>`lower(${users.name})`;
const ORDER = orderOf({ ...users, nameKey });

export interface StudentFilter {
  q: string;
  sort: StudentSort;
  status: 'all' | 'active' | 'suspended';
}

/**
 * The search: a name containing `q`, or a phone number containing its digits. `name` makes the
 * test on the name from the LIKE pattern.
 */
function matching(q: string, name: (pattern: string) => SQL, phone: AnyPgColumn) {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    name(`%${escapeLike(q)}%`),
    digits.length >= 3 ? like(phone, `%${digits}%`) : undefined,
  );
}

function whereStudents({ q, status }: Pick<StudentFilter, 'q' | 'status'>) {
  return and(
    eq(users.role, ROLES.student),
    statusIs(users.status, status),
    matching(q, (pattern) => ilike(users.name, pattern), users.phone),
  );
}

const statusIs = (column: typeof users.status | typeof userCounts.status, status: string) =>
  status === 'all' ? ne(column, 'deleted') : eq(column, status);

type Page = { page: number; pageSize: number };

export async function listStudents(
  db: Db,
  filter: StudentFilter & Page,
  limits = SEARCH_LIMITS,
): Promise<StudentPage> {
  const { items, total, totalIsCapped } = filter.q
    ? await searchStudents(db, filter, limits)
    : { ...(await browseStudents(db, filter)), totalIsCapped: false };
  return {
    items: items.map(toStudentRow),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
    totalIsCapped,
  };
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
 * How far a search looks (decisions §32). `countAhead`: its matches are counted up to this
 * many past the page's first row, and past that the total is "more than". `walk`: a broad search
 * reads at most this many students in the sort's order looking for its page.
 */
export const SEARCH_LIMITS = { countAhead: 1_000, walk: 5_000 };

/**
 * A search. Counting every match of a broad one (4,000 "mehta" of 100,000 students) reads each of
 * them on every page view, so the count stops `countAhead` past the page's start. A narrow search
 * (the count stopped short of that) is paged from its matches, found through the trigram indexes.
 * A broad one is paged by walking the sort's index, which meets the page's matches within a few
 * thousand students unless they bunch up late in the order (a first name, sorted by name); the
 * walk is bounded, and past it the matches are sorted as for a narrow search.
 */
async function searchStudents(db: Db, filter: StudentFilter & Page, limits = SEARCH_LIMITS) {
  const offset = (filter.page - 1) * filter.pageSize;
  const countLimit = offset + limits.countAhead + 1;
  const [counted] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(whereStudents(filter))
      .limit(countLimit)
      .as('counted'),
  );
  const n = counted?.n ?? 0;
  if (n < countLimit) {
    // Past the last page there is nothing to fetch.
    if (n <= offset) return { items: [], total: n, totalIsCapped: false };
    return { items: await sortedMatches(db, filter, offset), total: n, totalIsCapped: false };
  }
  const walked = await walkForPage(db, filter, offset, limits.walk);
  if (walked.length === filter.pageSize) {
    return { items: walked, total: countLimit - 1, totalIsCapped: true };
  }
  // The matches lie beyond the walk: sort them all, which counts them exactly too.
  const items = await sortedMatches(db, filter, offset);
  // (Empty only if the matches went in between: the count is then the best there is.)
  return items[0]
    ? { items, total: items[0].total, totalIsCapped: false }
    : { items, total: countLimit - 1, totalIsCapped: true };
}

/**
 * The page from all the matches, found through the trigram indexes and sorted. The window
 * function (which also counts them) keeps PostgreSQL from flattening the subquery, so it cannot
 * choose to walk the whole sort index looking for matches instead (decisions §31).
 */
async function sortedMatches(db: Db, filter: StudentFilter & Page, offset: number) {
  const matches = db
    .select({
      ...getTableColumns(users),
      nameKey: nameKey.as('name_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .where(whereStudents(filter))
    .as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(matches)[filter.sort])
    .limit(filter.pageSize)
    .offset(offset);
}

/**
 * The page from the first `walk` students in the sort's order, or fewer rows when their matches
 * do not reach it. The subquery's LIMIT bounds the walk; ordering by the subquery's own columns
 * lets it stop as soon as the page is full. The walk keeps only ids and what it tests and sorts
 * on (PostgreSQL drops the columns a sort leaves unused), so by name it reads the name index
 * alone, which holds the name, phone, role and status (migration 0009); the page's rows are then
 * read by id. Names are tested on the lowered name the walk carries: `lower(name) LIKE
 * lower(pattern)` is what ILIKE does in a UTF-8 database, without lowercasing each name again.
 */
async function walkForPage(db: Db, filter: StudentFilter & Page, offset: number, walk: number) {
  const walked = db
    .select({
      id: users.id,
      phone: users.phone,
      createdAt: users.createdAt,
      nameKey: nameKey.as('name_key'),
    })
    .from(users)
    .where(whereStudents({ q: '', status: filter.status }))
    .orderBy(...ORDER[filter.sort])
    .limit(walk)
    .as('walked');
  const page = db
    .select({ id: walked.id })
    .from(walked)
    .where(matching(filter.q, (p) => like(walked.nameKey, sql`lower(${p})`), walked.phone))
    .orderBy(...orderOf(walked)[filter.sort])
    .limit(filter.pageSize)
    .offset(offset);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, page))
    .orderBy(...ORDER[filter.sort]);
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

export type NewStudent = Omit<z.output<typeof createStudentSchema>, 'password'>;

/** A new student as a users row takes them: an imported one's gender and school may be unknown. */
export type StudentValuesInput = Omit<NewStudent, 'gender' | 'school'> & {
  gender: NewStudent['gender'] | null;
  school: string | null;
};

/** A new student's users row: one place for registration, Add New Student and the CSV import. */
export const studentValues = (input: StudentValuesInput, passwordHash: string) => ({
  name: input.name,
  phone: input.phone,
  passwordHash,
  role: ROLES.student,
  school: input.school,
  class: input.class,
  stream: input.stream,
  gender: input.gender,
});

/**
 * The one way a student account is made: sign-up (`active`, or `pending` until its number is
 * confirmed with a code) and an administrator's Add New Student (`by`, audited). Both refuse a
 * common password and a number someone holds, with the same errors.
 */
export async function createStudent(
  db: Db,
  input: z.output<typeof createStudentSchema>,
  { status = 'active', by }: { status?: 'active' | 'pending'; by?: Viewer } = {},
) {
  await ensurePhoneFree(db, input.phone);
  const passwordHash = await hashNewPassword(input.password);
  return insertingUser(
    db.transaction(async (tx) => {
      await claimPhone(tx, input.phone);
      const [row] = await tx
        .insert(users)
        .values({ ...studentValues(input, passwordHash), status })
        .returning();
      if (by) {
        await recordAudit(tx, {
          actorId: by.user.id,
          action: 'student.create',
          entity: 'student',
          entityId: row!.id,
          after: auditView(row!),
        });
      }
      return row!;
    }),
  );
}

export async function updateStudent(
  db: Db,
  id: string,
  input: z.output<typeof updateStudentSchema>,
  { user: { id: actorId } }: Viewer,
) {
  const before = await findStudent(db, id);
  return updateAccount(db, before, input, {
    actorId,
    action: 'student.update',
    entity: 'student',
    view: auditView,
  });
}

/** Suspension blocks login and ends every session at once; reactivation undoes the first. */
export async function setSuspended(
  db: Db,
  id: string,
  isSuspended: boolean,
  { user: { id: actorId } }: Viewer,
) {
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

export async function resetPassword(
  db: Db,
  id: string,
  password: string,
  { user: { id: actorId } }: Viewer,
) {
  await findStudent(db, id);
  const passwordHash = await hashNewPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // The administrator knows this password: the student replaces it at the next sign-in.
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
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
export async function deleteStudent(db: Db, id: string, { user: { id: actorId } }: Viewer) {
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
