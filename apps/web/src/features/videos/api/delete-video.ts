import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './list-videos';

export const deleteVideo = (id: string) => api.delete<null>(`/videos/${id}`);

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}
