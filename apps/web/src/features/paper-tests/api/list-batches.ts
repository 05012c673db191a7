import { useQuery } from '@tanstack/react-query';
import type { BatchSummary } from '@academy/contract/batches';
import { api } from '@/lib/api-client';
import { paperTestsKey } from './list-paper-tests';

/**
 * The batches the viewer sets paper tests for: an admin's all, a teacher's own. The admin's list
 * is read here rather than through the batches area, whose code and messages only the admin
 * area loads.
 */
export const useTestBatches = (admin: boolean) =>
  useQuery({
    queryKey: [...paperTestsKey, 'batches', admin],
    queryFn: async ({ signal }) =>
      (await api.get<BatchSummary[]>(admin ? '/admin/batches' : '/teacher/batches', signal)).data,
  });
