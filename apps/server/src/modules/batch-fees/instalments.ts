import { and, asc, count, eq, sql } from 'drizzle-orm';
import { BATCH_MESSAGES } from '@academy/contract/batch-messages';
import {
  FEE_LIMITS,
  FEE_MESSAGES,
  type Instalment,
  type InstalmentInput,
} from '@academy/contract/batch-fees';
import type { Db, DbOrTx } from '../../db/client.ts';
import { batches, batchInstalments, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

/** The batch's fee schedule, the earliest due first, with how many have paid each instalment. */
export async function listInstalments(db: DbOrTx, batchId: string): Promise<Instalment[]> {
  await requireBatch(db, batchId);
  const rows = await db
    .select({
      id: batchInstalments.id,
      label: batchInstalments.label,
      amountPaise: batchInstalments.amountPaise,
      dueDate: batchInstalments.dueDate,
      // Written out whole: in a one-table select Drizzle leaves columns unqualified.
      paidCount: sql<number>`(select count(*)::int from orders o
        where o.instalment_id = batch_instalments.id and o.status = 'paid')`,
    })
    .from(batchInstalments)
    .where(eq(batchInstalments.batchId, batchId))
    .orderBy(asc(batchInstalments.dueDate), asc(batchInstalments.createdAt));
  return rows;
}

export async function requireBatch(db: DbOrTx, batchId: string, lock = false) {
  const query = db.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(BATCH_MESSAGES.notFound);
}

async function instalmentOf(db: DbOrTx, batchId: string, id: string) {
  const [row] = await db
    .select()
    .from(batchInstalments)
    .where(and(eq(batchInstalments.id, id), eq(batchInstalments.batchId, batchId)))
    .for('update');
  if (!row) throw notFound(FEE_MESSAGES.instalmentNotFound);
  return row;
}

/**
 * Adds an instalment, or changes one. A changed amount is what the members who have not paid
 * yet owe; a paid order keeps what it paid.
 */
export async function saveInstalment(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  values: InstalmentInput,
  id?: string,
) {
  await db.transaction(async (tx) => {
    // The batch's row lock puts two admins adding instalments one after the other.
    await requireBatch(tx, batchId, true);
    const before = id ? await instalmentOf(tx, batchId, id) : undefined;
    if (!before) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(batchInstalments)
        .where(eq(batchInstalments.batchId, batchId));
      if (n >= FEE_LIMITS.instalmentsMax) throw conflict(FEE_MESSAGES.tooManyInstalments);
    }
    const [saved] = before
      ? await tx
          .update(batchInstalments)
          .set(values)
          .where(eq(batchInstalments.id, before.id))
          .returning()
      : await tx
          .insert(batchInstalments)
          .values({ ...values, batchId })
          .returning();
    await recordAudit(tx, {
      actorId,
      action: before ? 'instalment.update' : 'instalment.create',
      entity: 'batch',
      entityId: batchId,
      ...(before ? { before } : {}),
      after: saved,
    });
  });
  return listInstalments(db, batchId);
}

/** Removes an instalment nobody has an order for; one with payments stays (its receipts name it). */
export async function deleteInstalment(
  db: Db,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  id: string,
) {
  await db.transaction(async (tx) => {
    const before = await instalmentOf(tx, batchId, id);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.instalmentId, id))
      .limit(1);
    if (order) throw conflict(FEE_MESSAGES.instalmentHasPayments);
    await tx.delete(batchInstalments).where(eq(batchInstalments.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'instalment.delete',
      entity: 'batch',
      entityId: batchId,
      before,
    });
  });
  return listInstalments(db, batchId);
}
