import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminOrder, OfflineMethod } from '@academy/contract/admin-payments';
import { OFFLINE_METHOD_LABELS } from '@/lib/i18n/payment-methods';
import type { StatusFilter } from '../api/list-payments';

export const STATUS_LABELS: Record<StatusFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'order status' }),
  created: msg({ message: 'Unpaid', context: 'order status' }),
  paid: msg({ message: 'Paid', context: 'order status' }),
  refunded: msg({ message: 'Refunded', context: 'order status' }),
  failed: msg({ message: 'Failed', context: 'order status' }),
};

export const isOfflineMethod = (method: string): method is OfflineMethod =>
  Object.hasOwn(OFFLINE_METHOD_LABELS, method);

/** What is left to give back of a paid order. */
export const refundableOf = (o: AdminOrder) =>
  o.status === 'paid' ? o.amountPaise - o.refundedPaise : 0;
