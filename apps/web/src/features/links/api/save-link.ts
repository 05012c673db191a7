import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsefulLink, UsefulLinkInput } from '@academy/contract/links';
import { api } from '@/lib/api-client';
import { linksQueryKey } from './list-links';

/** POST /api/links for a new link, PUT /api/links/:id for an existing one. */
export const saveLink = ({ id, ...input }: UsefulLinkInput & { id?: string }) =>
  id ? api.put<UsefulLink>(`/links/${id}`, input) : api.post<UsefulLink>('/links', input);

export function useSaveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryKey }),
  });
}
