import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@academy/contract/announcements';
import { api } from '@/lib/api-client';

const root = ['announcements'];

/** The latest announcements the signed-in user may read, newest first. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: root,
    queryFn: async ({ signal }) => (await api.get<Announcement[]>('/announcements', signal)).data,
  });

function useAnnouncementMutation<A, T>(fn: (args: A) => Promise<{ data: T; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const usePostAnnouncement = () =>
  useAnnouncementMutation((values: AnnouncementInput) =>
    api.post<Announcement>('/announcements', values),
  );

export const useDeleteAnnouncement = () =>
  useAnnouncementMutation((id: string) => api.delete<null>(`/announcements/${id}`));
