import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoSection } from '@academy/contract/video-library';
import type { LibraryVideo } from '@academy/contract/videos';
import { api } from '@/lib/api-client';

export const videosQueryKey = ['videos'] as const;

/** One section's videos, or every section's when none is given (the admin's list). */
export async function listVideos(section: VideoSection | undefined, signal?: AbortSignal) {
  const search = section ? `?${new URLSearchParams({ section })}` : '';
  const { data } = await api.get<LibraryVideo[]>(`/videos${search}`, signal);
  return data;
}

export const videosQueryOptions = (section?: VideoSection) =>
  queryOptions({
    queryKey: [...videosQueryKey, section ?? 'all'],
    queryFn: ({ signal }) => listVideos(section, signal),
  });

export const useVideos = (section?: VideoSection) => useQuery(videosQueryOptions(section));
