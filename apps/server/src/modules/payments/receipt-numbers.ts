import { sql } from 'drizzle-orm';
import { financialYearOf } from '@academy/contract/academy-calendar';
import type { DbOrTx } from '../../db/client.ts';
import { receiptCounters } from '../../db/schema/index.ts';

/**
 * The next number of a series in the financial year `at` falls in. The counter row is locked by
 * the upsert until the caller's transaction ends, so numbers never repeat or skip.
 */
async function nextInSeries(tx: DbOrTx, series: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear: series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ n: receiptCounters.lastNumber });
  return row!.n;
}

/** A receipt's number: 2026-27/000123. */
export async function nextReceiptNo(tx: DbOrTx, at: Date): Promise<string> {
  const year = financialYearOf(at);
  return `${year}/${String(await nextInSeries(tx, year)).padStart(6, '0')}`;
}

/** A credit note's number, a series of its own: CN/2026-27/00012, 16 characters as rule 53 allows. */
export async function nextCreditNoteNo(tx: DbOrTx, at: Date): Promise<string> {
  const series = `CN/${financialYearOf(at)}`;
  return `${series}/${String(await nextInSeries(tx, series)).padStart(5, '0')}`;
}
