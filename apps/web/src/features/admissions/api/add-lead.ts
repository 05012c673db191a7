import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewLeadValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Adds a walk-in, a call or a referral; a known number joins its lead. */
export const useAddLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewLeadValues) =>
      api.post<{ id: string; joined: boolean }>('/admissions/leads', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
