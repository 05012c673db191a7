import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadableNote } from '@academy/contract/downloads';
import { api } from '@/lib/api-client';

/** Every paid note, by title: the note filter's choices. */
export async function listPaidNotes(signal?: AbortSignal) {
  const { data } = await api.get<DownloadableNote[]>('/admin/downloads/notes', signal);
  return data;
}

export const paidNotesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-downloads', 'notes'],
    queryFn: ({ signal }) => listPaidNotes(signal),
  });

export const usePaidNotes = () => useQuery(paidNotesQueryOptions());
