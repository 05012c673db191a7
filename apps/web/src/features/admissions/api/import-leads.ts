import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadImportResult, LeadImportValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Imports a sign-up sheet as leads of its campaign. */
export const useImportLeads = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LeadImportValues) =>
      api.post<LeadImportResult>('/admissions/leads/import', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
