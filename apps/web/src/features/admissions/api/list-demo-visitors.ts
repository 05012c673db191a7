import { useQuery } from '@tanstack/react-query';
import type { DemoVisitor } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** The leads booked into a class to try it. */
export const useDemoVisitors = (classKey: string) =>
  useQuery({
    queryKey: [...leadsKey, 'visitors', classKey],
    queryFn: async ({ signal }) =>
      (await api.get<DemoVisitor[]>(`/classes/${classKey}/demo-visitors`, signal)).data,
  });
