import { eq, sql } from 'drizzle-orm';
import type { PaidItem } from '@academy/contract/payments';
import type { DbOrTx } from '../../db/client.ts';
import { orders, type OrderRow } from '../../db/schema/index.ts';

/** What one order buys: a course, a note or a batch's fee instalment. */
export type OrderItem = { courseId: string } | { noteId: string } | { instalmentId: string };

/** The one item a request names (the schemas let through exactly one). */
export const orderItemOf = (input: {
  courseId?: string | undefined;
  noteId?: string | undefined;
  instalmentId?: string | undefined;
}): OrderItem =>
  input.courseId
    ? { courseId: input.courseId }
    : input.noteId
      ? { noteId: input.noteId }
      : { instalmentId: input.instalmentId! };

export const sameItem = (item: OrderItem) =>
  'courseId' in item
    ? eq(orders.courseId, item.courseId)
    : 'noteId' in item
      ? eq(orders.noteId, item.noteId)
      : eq(orders.instalmentId, item.instalmentId);

/**
 * The item's ids and title as one order row reads them. The title is looked up by primary key
 * (a course's or a note's title; a batch's name and the instalment's), so any query over orders
 * can name what each one bought without joins of its own.
 */
export const orderItemColumns = {
  courseId: orders.courseId,
  noteId: orders.noteId,
  instalmentId: orders.instalmentId,
  // Written out whole: in a one-table select Drizzle leaves columns unqualified.
  title: sql<string>`coalesce(
    (select c.title from courses c where c.id = orders.course_id),
    (select n.title from notes n where n.id = orders.note_id),
    (select b.name || ' · ' || i.label from batch_instalments i
       join batches b on b.id = i.batch_id where i.id = orders.instalment_id),
    '')`,
};

/** Whether any refund of the order has a credit note, for the link beside it in a list. */
export const creditNoteColumns = {
  hasCreditNote: sql<boolean>`exists (select 1 from refunds r
    where r.order_id = orders.id and r.credit_note_no is not null)`,
};

export const toPaidItem = (row: {
  courseId: string | null;
  noteId: string | null;
  instalmentId: string | null;
  title: string;
}): PaidItem =>
  row.courseId
    ? { kind: 'course', id: row.courseId, title: row.title }
    : row.noteId
      ? { kind: 'note', id: row.noteId, title: row.title }
      : { kind: 'instalment', id: row.instalmentId!, title: row.title };

export async function itemOf(db: DbOrTx, order: Pick<OrderRow, 'id'>): Promise<PaidItem> {
  const [row] = await db.select(orderItemColumns).from(orders).where(eq(orders.id, order.id));
  return toPaidItem(row!);
}
