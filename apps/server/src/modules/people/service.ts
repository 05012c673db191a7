import { and, asc, count, eq, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
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
import { escapeLike } from '../../lib/sql.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';
import {
  claimPhone,
  ensurePhoneFree,
  hashNewPassword,
  insertingUser,
  updateAccount,
} from '../accounts/accounts.ts';

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
  const digits = filter.q.replace(/\D/g, '');
  const where = and(
    eq(users.role, ROLE_OF[filter.role]),
    ne(users.status, 'deleted'),
    filter.q
      ? or(
          ilike(users.name, `%${escapeLike(filter.q)}%`),
          digits.length >= 3 ? like(users.phone, `%${digits}%`) : undefined,
        )
      : undefined,
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

/**
 * Add teacher / Add parent. The password is the administrator's choice, as for a student they
 * add (students/service.ts): the same rules (accounts/accounts.ts), and the same hash.
 */
export async function createPerson(
  db: Db,
  input: z.output<typeof createPersonSchema>,
  { user: { id: actorId } }: Viewer,
) {
  await ensurePhoneFree(db, input.phone);
  const passwordHash = await hashNewPassword(input.password);
  return insertingUser(
    db.transaction(async (tx) => {
      await claimPhone(tx, input.phone);
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          phone: input.phone,
          email: input.email,
          passwordHash,
          role: ROLE_OF[input.role],
        })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: `${input.role}.create`,
        entity: 'user',
        entityId: row!.id,
        after: auditView(row!),
      });
      return row!;
    }),
  );
}

export async function updatePerson(
  db: Db,
  id: string,
  input: z.output<typeof updatePersonSchema>,
  { user: { id: actorId } }: Viewer,
) {
  const before = await findPerson(db, id);
  return updateAccount(db, before, input, {
    actorId,
    action: `${roleName(before.role)}.update`,
    entity: 'user',
    view: auditView,
  });
}

/** Suspension blocks login and ends every session at once; reactivation undoes the first. */
export async function setPersonSuspended(
  db: Db,
  id: string,
  isSuspended: boolean,
  { user: { id: actorId } }: Viewer,
) {
  const before = await findPerson(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: isSuspended ? 'suspended' : 'active', updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (isSuspended) await revokeUserSessions(tx, id, 'suspended by an administrator');
    await recordAudit(tx, {
      actorId,
      action: `${roleName(before.role)}.${isSuspended ? 'suspend' : 'reactivate'}`,
      entity: 'user',
      entityId: id,
      before: { status: before.status },
      after: { status: row!.status },
    });
    return row!;
  });
}

export async function resetPersonPassword(
  db: Db,
  id: string,
  password: string,
  { user: { id: actorId } }: Viewer,
) {
  const before = await findPerson(db, id);
  const passwordHash = await hashNewPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // The administrator knows this password: its owner replaces it at the next sign-in.
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    const sessionsEnded = await revokeUserSessions(tx, id, 'password reset by an administrator');
    await recordAudit(tx, {
      actorId,
      action: `${roleName(before.role)}.reset-password`,
      entity: 'user',
      entityId: id,
      before: { signedInSessions: sessionsEnded },
      after: { passwordReset: true, signedInSessions: 0 },
    });
  });
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
