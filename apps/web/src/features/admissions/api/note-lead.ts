import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadNoteValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Adds a note or a call to a lead's timeline. */
export const useNoteLead = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LeadNoteValues) => api.post<null>(`/admissions/leads/${id}/notes`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
