import { stringify } from 'csv-stringify/sync';
import { academyDateOf } from '@academy/contract/academy-calendar';
import type { AdminOrder } from '@academy/contract/admin-payments';
import { paiseToRupees } from '@academy/contract/money';

const rupees = (paise: number) => paiseToRupees(paise, true);

const istDate = (iso: string | null) => (iso ? academyDateOf(new Date(iso)) : '');

/** Who paid, for the orders a parent paid: blank for the student's own and the desk's. */
const paidByOf = ({ paidBy }: AdminOrder) => (paidBy?.parent ? `Parent: ${paidBy.name}` : '');

/** The accountant's sheet: one row per order, amounts in rupees with two decimals, dates in IST. */
export function ordersCsv(rows: AdminOrder[]): string {
  return stringify(
    rows.map((o) => [
      o.receiptNo ?? '',
      istDate(o.paidAt),
      o.student.name,
      o.student.phone ?? '',
      paidByOf(o),
      o.item.title,
      rupees(o.amountPaise + o.discountPaise),
      rupees(o.discountPaise),
      rupees(o.amountPaise),
      rupees(o.refundedPaise),
      rupees(o.status === 'paid' || o.status === 'refunded' ? o.amountPaise - o.refundedPaise : 0),
      o.status,
      o.method ?? '',
      o.providerRef ?? '',
      o.provider,
    ]),
    {
      header: true,
      columns: [
        'Receipt no',
        'Paid on (IST)',
        'Student',
        'Phone',
        'Paid by',
        'Item',
        'List price',
        'Discount',
        'Amount',
        'Refunded',
        'Net',
        'Status',
        'Method',
        'Payment id',
        'Provider',
      ],
      // A cell starting with = + - @ would run as a formula in a spreadsheet.
      escape_formulas: true,
    },
  );
}
