import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadUpdateValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Changes a lead's name, program, owner or next follow-up. */
export const useUpdateLead = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LeadUpdateValues) => api.patch<Lead>(`/admissions/leads/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
