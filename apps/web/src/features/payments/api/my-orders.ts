import { useQuery } from '@tanstack/react-query';
import type { MyOrder } from '@academy/contract/payments';
import { api } from '@/lib/api-client';

export const useMyOrders = () =>
  useQuery({
    queryKey: ['payments', 'mine'],
    queryFn: async ({ signal }) => (await api.get<MyOrder[]>('/payments/orders', signal)).data,
  });

export const receiptUrl = (orderId: string) =>
  `/api/payments/orders/${encodeURIComponent(orderId)}/receipt`;
/** The credit notes of the order's refunds (a tax invoice's), as one PDF. */
export const creditNoteUrl = (orderId: string) =>
  `/api/payments/orders/${encodeURIComponent(orderId)}/credit-note`;
