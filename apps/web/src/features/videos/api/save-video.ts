import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryVideo, LibraryVideoInput } from '@academy/contract/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './list-videos';

/** POST /api/videos for a new video, PUT /api/videos/:id for an existing one. */
export const saveVideo = ({ id, ...input }: LibraryVideoInput & { id?: string }) =>
  id ? api.put<LibraryVideo>(`/videos/${id}`, input) : api.post<LibraryVideo>('/videos', input);

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}
