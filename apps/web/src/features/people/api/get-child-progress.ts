import { useQuery } from '@tanstack/react-query';
import type { ChildProgress } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { myChildrenQueryKey } from './get-my-children';

/** How a parent's child is doing: latest results, courses and fees paid. */
export const useChildProgress = (studentId: string) =>
  useQuery({
    queryKey: [...myChildrenQueryKey, studentId],
    queryFn: async ({ signal }) =>
      (await api.get<ChildProgress>(`/parent/children/${studentId}`, signal)).data,
  });
