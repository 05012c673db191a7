import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Names exactly these teachers counsellors. */
export const useSaveCounsellors = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => api.put<null>('/admissions/counsellors', { userIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
