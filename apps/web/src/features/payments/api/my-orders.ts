import { useQuery } from '@tanstack/react-query';
import type { MyOrder } from '@academy/contract/payments';
import { api } from '@/lib/api-client';

export const useMyOrders = () =>
  useQuery({
    queryKey: ['payments', 'mine'],
    queryFn: async ({ signal }) => (await api.get<MyOrder[]>('/payments/orders', signal)).data,
  });
