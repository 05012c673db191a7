import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admitted, AdmitValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Admits a lead: the student's account, their seat and the batch's fee, at once. */
export const useAdmitLead = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdmitValues) =>
      api.post<Admitted>(`/admissions/leads/${id}/admit`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
