import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { materialListQueryKey } from '@academy/contract/page-data';
import { api } from '@/lib/api-client';

/**
 * The calls every kind of study material answers at its path (`/notes`, `/resources`): a list
 * filtered by the query, one by id, save (create without an id, update with one; multipart with
 * its file) and delete. Every change refetches that kind's lists, whose counts and access change
 * with it.
 */
export function materialApi<Item, List>(path: '/notes' | '/resources') {
  const key = path === '/notes' ? 'notes' : 'resources';
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

  function useChange<A, R>(mutationFn: (args: A) => Promise<R>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
    });
  }

  return {
    useList: (filters: Record<string, string | undefined>) =>
      useQuery({
        // Under this key the server inlines a visitor's first, unfiltered list (page-data.ts).
        queryKey: materialListQueryKey(key, filters),
        queryFn: async ({ signal }) => {
          const search = new URLSearchParams();
          for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
          return (await api.get<List>(`${path}?${search.toString()}`, signal)).data;
        },
        placeholderData: keepPreviousData,
      }),

    useOne: (id: string | undefined) =>
      useQuery({
        queryKey: [key, 'one', id],
        queryFn: async ({ signal }) => (await api.get<Item>(itemPath(id!), signal)).data,
        enabled: Boolean(id),
      }),

    useSave: () =>
      useChange(({ id, form }: { id?: string | undefined; form: FormData }) =>
        id ? api.put<Item>(itemPath(id), form) : api.post<Item>(path, form),
      ),

    useDelete: () => useChange((id: string) => api.delete<null>(itemPath(id))),
  };
}
