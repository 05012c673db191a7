import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OfflinePaymentInput } from '@academy/contract/admin-payments';
import { api } from '@/lib/api-client';
import { paymentsQueryKey } from './list-payments';

export const recordOfflinePayment = (input: OfflinePaymentInput) =>
  api.post<AdminOrder>('/admin/payments/offline', input);

export function useRecordOfflinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflinePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
