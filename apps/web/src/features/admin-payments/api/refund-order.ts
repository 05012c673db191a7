import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, RefundInput } from '@academy/contract/admin-payments';
import { api } from '@/lib/api-client';
import { paymentsQueryKey } from './list-payments';

export const refundOrder = ({ orderId, ...input }: RefundInput & { orderId: string }) =>
  api.post<AdminOrder>(`/admin/payments/${orderId}/refunds`, input);

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
