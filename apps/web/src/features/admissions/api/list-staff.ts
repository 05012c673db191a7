import { useQuery } from '@tanstack/react-query';
import type { LeadOwner } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Admins and teachers, with which teachers are counsellors. */
export const useAdmissionStaff = () =>
  useQuery({
    queryKey: [...leadsKey, 'staff'],
    queryFn: async ({ signal }) => (await api.get<LeadOwner[]>('/admissions/staff', signal)).data,
  });
