import { useQuery } from '@tanstack/react-query';
import type { DoubtBatch } from '@academy/contract/doubts';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';

/** The batches the student sits in, to ask in, with their subjects. */
export const useDoubtBatches = () =>
  useQuery({
    queryKey: [...doubtsKey, 'batches'],
    queryFn: async ({ signal }) => (await api.get<DoubtBatch[]>('/doubts/batches', signal)).data,
  });
