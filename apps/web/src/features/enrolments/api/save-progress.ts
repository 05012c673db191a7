import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerCourse } from '@academy/contract/courses';
import { api } from '@/lib/api-client';
import { playerCourseQueryKey } from './get-player-course';

type Progress = Pick<PlayerCourse, 'completedVideoIds' | 'lastLessonId' | 'progress'>;

export async function saveProgress(input: {
  courseId: string;
  videoId: string;
  completed: boolean;
}) {
  const { data } = await api.put<Progress>(
    `/student/my-courses/${encodeURIComponent(input.courseId)}/progress`,
    { videoId: input.videoId, completed: input.completed },
  );
  return data;
}

/** Saves one lesson's completion (and the last lesson) and writes the answer into the cache. */
export function useSaveProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { videoId: string; completed: boolean }) =>
      saveProgress({ courseId, ...input }),
    onSuccess: (progress) => {
      queryClient.setQueryData<PlayerCourse>(playerCourseQueryKey(courseId), (old) =>
        old ? { ...old, ...progress } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['my-courses', 'list'] });
    },
  });
}
