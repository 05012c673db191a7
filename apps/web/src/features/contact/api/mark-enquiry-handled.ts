import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enquiriesQueryKey } from './list-enquiries';

export const markEnquiryHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  api.patch<unknown>(`/admin/enquiries/${id}`, { handled });

export function useMarkEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnquiryHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
}
