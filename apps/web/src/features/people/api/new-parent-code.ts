import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentCode } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { parentCodeQueryKey } from './get-parent-code';

/** New code: the previous one stops working. */
export const newParentCode = () => api.post<{ parentCode: ParentCode }>('/student/parent-code');

export function useNewParentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newParentCode,
    onSuccess: ({ data }) => queryClient.setQueryData(parentCodeQueryKey, data.parentCode),
  });
}
