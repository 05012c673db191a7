import { useQuery } from '@tanstack/react-query';
import type { BatchSummary } from '@academy/contract/batches';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/**
 * The batches a lead may be admitted to: the admin's list, read here rather than through the
 * batches area, whose code and messages only the admin area loads.
 */
export const useAdmissionBatches = () =>
  useQuery({
    queryKey: [...leadsKey, 'batches'],
    queryFn: async ({ signal }) => (await api.get<BatchSummary[]>('/admin/batches', signal)).data,
  });
