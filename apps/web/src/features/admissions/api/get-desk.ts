import { useQuery } from '@tanstack/react-query';
import type { LeadDesk } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Whether the signed-in teacher works the leads, and the follow-ups due. */
export const useLeadDesk = () =>
  useQuery({
    queryKey: [...leadsKey, 'desk'],
    queryFn: async ({ signal }) => (await api.get<LeadDesk>('/admissions/desk', signal)).data,
  });
