import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES } from '@academy/contract/roles';
import {
  PEOPLE_MESSAGES,
  type ChildSummary,
  type PeoplePage,
  type PersonRole,
  type PersonRow,
  type createPersonSchema,
  type updatePersonSchema,
} from '@academy/contract/people';
import type { Db } from '../../db/client.ts';
import { parentLinks, users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { nameOrPhoneMatch } from '../../lib/sql.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import {
  createAccount,
  resetAccountPassword,
  setAccountSuspended,
  updateAccount,
  type AccountAudit,
} from '../accounts/service.ts';

const ROLE_OF: Record<PersonRole, number> = { teacher: ROLES.teacher, parent: ROLES.parent };
const roleName = (role: number): PersonRole => (role === ROLES.teacher ? 'teacher' : 'parent');

export function toPersonRow(row: UserRow, children: ChildSummary[] = []): PersonRow {
  return {
    userId: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: roleName(row.role),
    status: row.status === 'suspended' ? 'suspended' : 'active',
    createdAt: row.createdAt.toISOString(),
    children,
  };
}

/** What an audit entry keeps of an account: never the password hash. */
const auditView = (row: UserRow) => {
  const { children: _children, ...view } = toPersonRow(row);
  return view;
};

const isLiveStudent = and(eq(users.role, ROLES.student), ne(users.status, 'deleted'));

/** The children linked to each of these parents, by parent, in name order. */
export async function childrenOfParents(
  db: Db,
  parentIds: string[],
): Promise<Map<string, ChildSummary[]>> {
  const byParent = new Map<string, ChildSummary[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select({
      parentId: parentLinks.parentId,
      userId: users.id,
      name: users.name,
      class: users.class,
    })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(and(inArray(parentLinks.parentId, parentIds), isLiveStudent))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
  for (const { parentId, ...child } of rows) {
    byParent.get(parentId)?.push({ ...child, class: child.class as ChildSummary['class'] });
  }
  return byParent;
}

/** GET /api/parent/children: the signed-in parent's own children, and no one else's. */
export async function childrenOf(db: Db, parentId: string): Promise<ChildSummary[]> {
  return (await childrenOfParents(db, [parentId])).get(parentId) ?? [];
}

/** Admin > Teachers & parents: one role's accounts, by name, searched by name or phone. */
export async function listPeople(
  db: Db,
  filter: { role: PersonRole; q: string; page: number; pageSize: number },
): Promise<PeoplePage> {
  const where = and(
    eq(users.role, ROLE_OF[filter.role]),
    ne(users.status, 'deleted'),
    nameOrPhoneMatch(filter.q, (pattern) => ilike(users.name, pattern), users.phone),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const children =
    filter.role === 'parent'
      ? await childrenOfParents(
          db,
          rows.map((r) => r.id),
        )
      : new Map<string, ChildSummary[]>();
  return {
    items: rows.map((row) => toPersonRow(row, children.get(row.id))),
    page: filter.page,
    pageSize: filter.pageSize,
    total: counted?.n ?? 0,
  };
}

/** A teacher's or parent's account (of the given role, when one is asked for). */
export async function findPerson(db: Db, id: string, role?: PersonRole): Promise<UserRow> {
  const roles = role ? [ROLE_OF[role]] : [ROLES.teacher, ROLES.parent];
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, roles), ne(users.status, 'deleted')));
  if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
  return row;
}

/** A row with its children, as the admin's list shows it. */
export async function personRow(db: Db, row: UserRow): Promise<PersonRow> {
  return toPersonRow(row, row.role === ROLES.parent ? await childrenOf(db, row.id) : []);
}

/** How a teacher's or parent's account is audited: `teacher.create`, `parent.suspend`. */
const auditOf = (role: number): AccountAudit => ({
  subject: roleName(role),
  entity: 'user',
  view: auditView,
});

/**
 * Add teacher / Add parent. The password is the administrator's choice, as for a student they
 * add: the same rules and the same hash (accounts/service.ts).
 */
export function createPerson(db: Db, input: z.output<typeof createPersonSchema>, viewer: Viewer) {
  const role = ROLE_OF[input.role];
  return createAccount(
    db,
    viewer,
    { name: input.name, phone: input.phone, email: input.email, password: input.password, role },
    auditOf(role),
  );
}

/** Teachers & parents' actions: the account service's, on a teacher's or parent's account. */
export async function updatePerson(
  db: Db,
  id: string,
  input: z.output<typeof updatePersonSchema>,
  viewer: Viewer,
) {
  const before = await findPerson(db, id);
  return updateAccount(db, viewer, before, input, auditOf(before.role));
}

export async function setPersonSuspended(db: Db, id: string, isSuspended: boolean, viewer: Viewer) {
  const before = await findPerson(db, id);
  return setAccountSuspended(db, viewer, before, isSuspended, auditOf(before.role));
}

export async function resetPersonPassword(db: Db, id: string, password: string, viewer: Viewer) {
  const before = await findPerson(db, id);
  await resetAccountPassword(db, viewer, before, password, auditOf(before.role));
}

/** Link child: the student with this phone number becomes one of the parent's children. */
export async function linkChildByPhone(
  db: Db,
  parentId: string,
  phone: string,
  { user: { id: actorId } }: Viewer,
) {
  await findPerson(db, parentId, 'parent');
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.phone, phone), isLiveStudent));
  if (!student) {
    throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.noSuchStudent, {
      phone: PEOPLE_MESSAGES.noSuchStudent,
    });
  }
  await db.transaction(async (tx) => {
    const linked = await tx
      .insert(parentLinks)
      .values({ parentId, studentId: student.id })
      .onConflictDoNothing()
      .returning({ studentId: parentLinks.studentId });
    if (linked.length === 0) {
      throw conflict(PEOPLE_MESSAGES.alreadyLinked, { phone: PEOPLE_MESSAGES.alreadyLinked });
    }
    await recordAudit(tx, {
      actorId,
      action: 'parent.link-child',
      entity: 'user',
      entityId: parentId,
      after: { studentId: student.id, studentName: student.name },
    });
  });
}

export async function unlinkChild(
  db: Db,
  parentId: string,
  studentId: string,
  { user: { id: actorId } }: Viewer,
) {
  await findPerson(db, parentId, 'parent');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(parentLinks)
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentId, studentId)))
      .returning({ studentId: parentLinks.studentId });
    if (removed.length === 0) throw notFound(PEOPLE_MESSAGES.linkNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'parent.unlink-child',
      entity: 'user',
      entityId: parentId,
      before: { studentId },
    });
  });
}
