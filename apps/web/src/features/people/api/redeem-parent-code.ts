import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildSummary } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { myChildrenQueryKey } from './get-my-children';

/** Link your child: a parent enters the code from the child's profile. */
export const redeemParentCode = (code: string) =>
  api.post<{ children: ChildSummary[] }>('/parent/children', { code });

export function useRedeemParentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemParentCode,
    onSuccess: ({ data }) => queryClient.setQueryData(myChildrenQueryKey, data.children),
  });
}
