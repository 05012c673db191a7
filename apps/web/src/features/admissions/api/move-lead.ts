import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, StageMoveValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Moves a lead to another stage; lost takes its reason. */
export const useMoveLead = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StageMoveValues) =>
      api.post<Lead>(`/admissions/leads/${id}/stage`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
