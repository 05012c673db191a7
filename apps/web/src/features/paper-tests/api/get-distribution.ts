import { useQuery } from '@tanstack/react-query';
import type { Distribution } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestsKey } from './list-paper-tests';

/** How the batch's last published paper test went, in tenths of the marks. */
export const useDistribution = (batchId: string) =>
  useQuery({
    queryKey: [...paperTestsKey, 'distribution', batchId],
    queryFn: async ({ signal }) =>
      (await api.get<Distribution>(`/paper-tests/distribution?batchId=${batchId}`, signal)).data,
  });
