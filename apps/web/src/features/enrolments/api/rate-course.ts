import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerCourse } from '@academy/contract/courses';
import { api } from '@/lib/api-client';
import { playerCourseQueryKey } from './get-player-course';

type Rated = Pick<PlayerCourse, 'myRating' | 'rating' | 'ratingCount'>;

export async function rateCourse(input: { courseId: string; rating: number }) {
  const { data, message } = await api.put<Rated>(
    `/courses/${encodeURIComponent(input.courseId)}/rating`,
    { rating: input.rating },
  );
  return { ...data, message };
}

export function useRateCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateCourse({ courseId, rating }),
    onSuccess: ({ message: _message, ...rated }) => {
      queryClient.setQueryData<PlayerCourse>(playerCourseQueryKey(courseId), (old) =>
        old ? { ...old, ...rated } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['courses'] });
    },
  });
}
