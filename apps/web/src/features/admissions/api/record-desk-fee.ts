import { useMutation } from '@tanstack/react-query';
import type { offlinePaymentSchema } from '@academy/contract/admin-payments';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type DeskFee = z.input<typeof offlinePaymentSchema>;

/** The admission fee taken at the desk: the Payments page's own offline payment. */
export const useRecordDeskFee = () =>
  useMutation({
    mutationFn: (input: DeskFee) => api.post<null>('/admin/payments/offline', input),
  });
