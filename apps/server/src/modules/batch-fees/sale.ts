import { and, eq } from 'drizzle-orm';
import type { PaidItem } from '@academy/contract/payments';
import { FEE_MESSAGES } from '@academy/contract/batch-fees';
import type { DbOrTx } from '../../db/client.ts';
import { batches, batchInstalments, batchMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { owes } from '../batches/seats.ts';

/**
 * An instalment on sale to one student: at its amount now, and only to a member of its batch
 * who owes it (a student waiting for a seat, outside the batch, or who left before it fell due,
 * owes nothing and pays nothing).
 */
export async function instalmentForSale(db: DbOrTx, instalmentId: string, studentId: string) {
  const [row] = await db
    .select({
      id: batchInstalments.id,
      label: batchInstalments.label,
      amountPaise: batchInstalments.amountPaise,
      batchName: batches.name,
      seat: batchMembers.status,
    })
    .from(batchInstalments)
    .innerJoin(batches, eq(batches.id, batchInstalments.batchId))
    .leftJoin(
      batchMembers,
      and(
        eq(batchMembers.batchId, batchInstalments.batchId),
        eq(batchMembers.studentId, studentId),
        owes(batchInstalments.dueDate),
      ),
    )
    .where(eq(batchInstalments.id, instalmentId));
  if (!row) return undefined;
  if (row.seat !== 'member') throw new AppError('FORBIDDEN', FEE_MESSAGES.notInBatch);
  const paid: PaidItem = {
    kind: 'instalment',
    id: row.id,
    title: `${row.batchName} · ${row.label}`,
  };
  return { paid, pricePaise: row.amountPaise };
}
