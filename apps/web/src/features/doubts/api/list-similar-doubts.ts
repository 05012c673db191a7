import { useQuery } from '@tanstack/react-query';
import type { SimilarDoubt } from '@academy/contract/doubts';
import { api } from '@/lib/api-client';
import { doubtsKey } from './keys';

export interface DoubtPlace {
  courseId?: string | undefined;
  lessonId?: string | undefined;
  questionId?: string | undefined;
}

/** Solved doubts on the same lesson or test question; asks nothing without one. */
export function useSimilarDoubts(place: DoubtPlace) {
  const search = new URLSearchParams(
    Object.entries(place).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return useQuery({
    queryKey: [...doubtsKey, 'similar', place],
    queryFn: async ({ signal }) =>
      (await api.get<SimilarDoubt[]>(`/doubts/similar?${search}`, signal)).data,
    enabled: Boolean((place.courseId && place.lessonId) || place.questionId),
  });
}
