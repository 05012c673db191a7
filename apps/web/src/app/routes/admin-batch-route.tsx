import { lazy, Suspense } from 'react';
import { BatchPage, type DeskPaymentSlot } from '@/features/batches/pages/batch-page';
import { LastTestSpread } from '@/features/paper-tests/components/last-test-spread';

// The desk's payment form (and its form library) loads when an admin records a fee.
const OfflinePaymentDialog = lazy(() =>
  import('@/features/admin-payments/components/offline-payment-dialog').then((m) => ({
    default: m.OfflinePaymentDialog,
  })),
);

const deskPayment: DeskPaymentSlot = (due, onClose) => (
  <Suspense fallback={null}>
    <OfflinePaymentDialog due={due} onClose={onClose} />
  </Suspense>
);

const tests = (batchId: string) => <LastTestSpread batchId={batchId} />;

/**
 * /admin/batches/:id: the batch's page, with the payments area's desk form for its dues and the
 * paper tests area's spread of its last test.
 */
export function AdminBatchRoute() {
  return <BatchPage deskPayment={deskPayment} tests={tests} />;
}
