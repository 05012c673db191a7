import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { RosterRow } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

export type RosterShow = 'all' | 'missing' | 'submitted';

/** The students set a homework with their submissions, or only who has not submitted. */
export const useHomeworkRoster = (id: string, show: RosterShow, page: number) =>
  useQuery({
    queryKey: [...homeworkKey, 'roster', id, show, page],
    queryFn: async ({ signal }) =>
      (await api.get<Page<RosterRow>>(`/homework/${id}/students?show=${show}&page=${page}`, signal))
        .data,
    placeholderData: keepPreviousData,
  });
