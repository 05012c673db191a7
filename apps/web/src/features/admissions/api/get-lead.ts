import { useQuery } from '@tanstack/react-query';
import type { LeadDetail } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** A lead with its timeline. */
export const useLead = (id: string) =>
  useQuery({
    queryKey: [...leadsKey, 'lead', id],
    queryFn: async ({ signal }) =>
      (await api.get<LeadDetail>(`/admissions/leads/${id}`, signal)).data,
  });
