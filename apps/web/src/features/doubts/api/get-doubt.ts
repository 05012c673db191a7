import { useQuery } from '@tanstack/react-query';
import type { DoubtDetails } from '@academy/contract/doubts';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';

/** A doubt with its answers and what the viewer may do with it. */
export const useDoubt = (id: string) =>
  useQuery({
    queryKey: [...doubtsKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<DoubtDetails>(`/doubts/${id}`, signal)).data,
  });

/** Where a doubt's photo is read from: the server checks who asks. */
export const doubtPhotoSrc = (doubtId: string, photoId: string) =>
  `/api/doubts/${doubtId}/photos/${photoId}`;
