import { useQuery } from '@tanstack/react-query';
import type { LeadBatch } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Every batch a lead may try or join, which counsellors read as admins do. */
export const useAdmissionBatches = () =>
  useQuery({
    queryKey: [...leadsKey, 'batches'],
    queryFn: async ({ signal }) => (await api.get<LeadBatch[]>('/admissions/batches', signal)).data,
  });
