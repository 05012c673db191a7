import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoVisitor } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** The teacher marks a demo visitor present, or not. */
export const useMarkDemoVisitor = (classKey: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attended }: { id: string; attended: boolean }) =>
      api.put<DemoVisitor[]>(`/classes/${classKey}/demo-visitors/${id}`, { attended }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
