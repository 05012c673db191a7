import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { Note } from '@academy/contract/notes';
import { api } from '@/lib/api-client';

export type NoteFilters = Partial<Record<'class' | 'subject' | 'access' | 'page', string>>;

export const noteFileUrl = (id: string, download: boolean) =>
  `/api/notes/${encodeURIComponent(id)}/file${download ? '?download=true' : ''}`;

export function useNotes(filters: NoteFilters) {
  return useQuery({
    queryKey: ['notes', 'list', filters],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
      return (await api.get<Page<Note>>(`/notes?${search.toString()}`, signal)).data;
    },
    placeholderData: keepPreviousData,
  });
}

export const useNote = (id: string | undefined) =>
  useQuery({
    queryKey: ['notes', 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<Note>(`/notes/${encodeURIComponent(id!)}`, signal)).data,
    enabled: Boolean(id),
  });

/** Every note change refetches the lists (access and counts change with it). */
function useNotesMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notes'] }),
  });
}

export const useSaveNote = () =>
  useNotesMutation(({ id, form }: { id?: string | undefined; form: FormData }) =>
    id ? api.put<Note>(`/notes/${encodeURIComponent(id)}`, form) : api.post<Note>('/notes', form),
  );

export const useDeleteNote = () =>
  useNotesMutation((id: string) => api.delete<null>(`/notes/${encodeURIComponent(id)}`));
