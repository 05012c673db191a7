import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminOrder, OfflineMethod } from '@academy/contract/admin-payments';
import type { StatusFilter } from '../api/list-payments';

export const STATUS_LABELS: Record<StatusFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'order status' }),
  created: msg({ message: 'Unpaid', context: 'order status' }),
  paid: msg({ message: 'Paid', context: 'order status' }),
  refunded: msg({ message: 'Refunded', context: 'order status' }),
  failed: msg({ message: 'Failed', context: 'order status' }),
};

/** How money paid at the desk came in; an online payment names its own method (`upi`, `card`). */
export const METHOD_LABELS: Record<OfflineMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  upi: msg`UPI to the academy's QR`,
  bank_transfer: msg`Bank transfer`,
};

export const isOfflineMethod = (method: string): method is OfflineMethod =>
  Object.hasOwn(METHOD_LABELS, method);

/** What is left to give back of a paid order. */
export const refundableOf = (o: AdminOrder) =>
  o.status === 'paid' ? o.amountPaise - o.refundedPaise : 0;
