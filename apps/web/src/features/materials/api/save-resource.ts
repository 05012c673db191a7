import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resource } from '@academy/contract/resources';
import { api } from '@/lib/api-client';

/** Creates (no id) or updates a resource; the form travels as multipart with its file. */
export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id?: string | undefined; form: FormData }) => {
      const result = id
        ? await api.put<Resource>(`/resources/${encodeURIComponent(id)}`, form)
        : await api.post<Resource>('/resources', form);
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['resources'] }),
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/resources/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['resources'] }),
  });
}
