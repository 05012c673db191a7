import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookDemoValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Books a lead into a class; the server texts them its details. */
export const useBookDemo = (leadId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BookDemoValues) =>
      api.post<null>(`/admissions/leads/${leadId}/demo`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
