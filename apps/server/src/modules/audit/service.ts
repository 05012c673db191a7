import { desc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { auditSubjects } from './subjects.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
}

/** Records an admin change; call it inside the change's transaction so both land or neither. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(db: Db, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog),
  ]);
  const subjects = await auditSubjects(db, items);
  return {
    items: items.map((i, index) => ({
      ...i,
      ...subjects[index]!,
      createdAt: i.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total: total?.n ?? 0,
  };
}
