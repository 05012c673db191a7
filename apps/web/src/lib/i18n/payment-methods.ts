import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfflineMethod } from '@academy/contract/admin-payments';

/**
 * How money paid at the desk came in, as the payments list, the desk payment dialog and the
 * admission's desk fee name it; an online payment names its own method (`upi`, `card`).
 */
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  upi: msg`UPI to the academy's QR`,
  bank_transfer: msg`Bank transfer`,
};
