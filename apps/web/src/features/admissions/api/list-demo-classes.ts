import { useQuery } from '@tanstack/react-query';
import type { DemoClass } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** A batch's classes of the next two weeks that a lead may try. */
export const useDemoClasses = (batchId: string) =>
  useQuery({
    queryKey: [...leadsKey, 'demo-classes', batchId],
    queryFn: async ({ signal }) =>
      (await api.get<DemoClass[]>(`/admissions/batches/${batchId}/demo-classes`, signal)).data,
    enabled: Boolean(batchId),
  });
