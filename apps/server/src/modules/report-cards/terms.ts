import { and, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  REPORT_CARD_MESSAGES as M,
  type Term,
  type TermValues,
} from '@academy/contract/report-cards';
import type { Db, DbOrTx } from '../../db/client.ts';
import { terms, type TermRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

const ENTITY = 'term';

const present = ({ id, name, startsOn, endsOn }: TermRow): Term => ({
  id,
  name,
  startsOn,
  endsOn,
});

/** A term by id, or 404. */
export async function findTerm(db: DbOrTx, id: string): Promise<Term> {
  const [row] = await db.select().from(terms).where(eq(terms.id, id));
  if (!row) throw notFound(M.termNotFound);
  return present(row);
}

/** The academy's terms, the latest first. */
export async function listTerms(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(terms)
      .orderBy(desc(terms.startsOn))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(terms),
  ]);
  return { items: rows.map(present), page, pageSize, total: total!.n };
}

/**
 * Refuses a term whose days meet another's. Writers take the table's lock in turn (decisions
 * §125), so two admins adding overlapping terms at once cannot both pass this check.
 */
async function assertNoOverlap(tx: DbOrTx, values: TermValues, exceptId?: string) {
  await tx.execute(sql`lock table ${terms} in share row exclusive mode`);
  const [clash] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        lte(terms.startsOn, values.endsOn),
        gte(terms.endsOn, values.startsOn),
        exceptId ? ne(terms.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(M.termsOverlap, { startsOn: M.termsOverlap });
}

export async function createTerm(db: Db, viewer: Viewer, values: TermValues): Promise<Term> {
  return db.transaction(async (tx) => {
    await assertNoOverlap(tx, values);
    const [row] = await tx
      .insert(terms)
      .values({ ...values, createdBy: viewer.user.id })
      .returning();
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'term.create',
      entity: ENTITY,
      entityId: row!.id,
      after: values,
    });
    return present(row!);
  });
}

export async function updateTerm(
  db: Db,
  viewer: Viewer,
  id: string,
  values: TermValues,
): Promise<Term> {
  return db.transaction(async (tx) => {
    const before = await findTerm(tx, id);
    await assertNoOverlap(tx, values, id);
    const [row] = await tx.update(terms).set(values).where(eq(terms.id, id)).returning();
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'term.update',
      entity: ENTITY,
      entityId: id,
      before,
      after: values,
    });
    return present(row!);
  });
}

/** Deletes a term and the remarks written for it. */
export async function deleteTerm(db: Db, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const before = await findTerm(tx, id);
    await tx.delete(terms).where(eq(terms.id, id));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'term.delete',
      entity: ENTITY,
      entityId: id,
      before,
    });
  });
}
