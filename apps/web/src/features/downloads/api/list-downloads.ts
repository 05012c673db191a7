import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteDownload } from '@academy/contract/downloads';
import type { Page } from '@academy/contract/envelope';
import { api } from '@/lib/api-client';

export interface DownloadFilters {
  /** A student's name or phone. */
  q: string;
  noteId: string;
}

export async function listDownloads(filters: DownloadFilters, page: number, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.noteId) search.set('noteId', filters.noteId);
  if (page > 1) search.set('page', String(page));
  const { data } = await api.get<Page<NoteDownload>>(`/admin/downloads?${search}`, signal);
  return data;
}

export const downloadsQueryOptions = (filters: DownloadFilters, page: number) =>
  queryOptions({
    queryKey: ['admin-downloads', filters, page],
    queryFn: ({ signal }) => listDownloads(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const useDownloads = (filters: DownloadFilters, page: number) =>
  useQuery(downloadsQueryOptions(filters, page));
