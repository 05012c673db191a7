import { useMutation } from '@tanstack/react-query';
import type { offlinePaymentSchema } from '@academy/contract/admin-payments';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The admission fee taken at the desk: the Payments page's own offline payment. */
export const useRecordDeskFee = () =>
  useMutation({
    mutationFn: (input: z.input<typeof offlinePaymentSchema>) =>
      api.post<null>('/admin/payments/offline', input),
  });
