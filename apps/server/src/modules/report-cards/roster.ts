import { and, asc, countDistinct, eq, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Term } from '@academy/contract/report-cards';
import type { DbOrTx } from '../../db/client.ts';
import { batchMembers, users } from '../../db/schema/index.ts';
import { notLeftBy, seatDate } from '../batches/seats.ts';

/** A seat that was held on some day of the term: taken by its last day, not left before its first. */
export const seatedDuring = (term: {
  startsOn: string | SQLWrapper;
  endsOn: string | SQLWrapper;
}): SQL =>
  and(eq(batchMembers.status, 'member'), lte(seatDate(), term.endsOn), notLeftBy(term.startsOn))!;

const inBatch = (batchId: string, term: Term) =>
  and(eq(batchMembers.batchId, batchId), seatedDuring(term));

/** The students of a batch in a term, by name: whose cards and remarks there are. */
export function termRoster(
  db: DbOrTx,
  batchId: string,
  term: Term,
  paging?: { page: number; pageSize: number },
) {
  const query = db
    .selectDistinct({ id: users.id, name: users.name })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.studentId))
    .where(inBatch(batchId, term))
    .orderBy(asc(users.name), asc(users.id))
    .$dynamic();
  return paging ? query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : query;
}

export async function termRosterSize(db: DbOrTx, batchId: string, term: Term) {
  const [row] = await db
    .select({ n: countDistinct(batchMembers.studentId) })
    .from(batchMembers)
    .where(inBatch(batchId, term));
  return row!.n;
}

/** Whether a student held a seat in the batch on some day of the term. */
export async function wasSeatedDuring(db: DbOrTx, batchId: string, studentId: string, term: Term) {
  const [row] = await db
    .select({ id: batchMembers.id })
    .from(batchMembers)
    .where(and(inBatch(batchId, term), eq(batchMembers.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}
