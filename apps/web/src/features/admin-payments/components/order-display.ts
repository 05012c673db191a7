import type { AdminOrder } from '@academy/contract/admin-payments';
import type { StatusFilter } from '../api/list-payments';

export const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  created: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** What is left to give back of a paid order. */
export const refundableOf = (o: AdminOrder) =>
  o.status === 'paid' ? o.amountPaise - o.refundedPaise : 0;

/** "1499.50" for 149950, "1499" for 149900 paise: an amount field's starting text, in exact integers. */
export const asRupees = (paise: number) =>
  `${Math.trunc(paise / 100)}${paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : ''}`;
