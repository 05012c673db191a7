import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { StaffHomework } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** A batch's homework for its teachers, the latest due first, a page at a time. */
export const useHomeworkList = (batchId: string, page: number) =>
  useQuery({
    queryKey: [...homeworkKey, 'list', batchId, page],
    queryFn: async ({ signal }) =>
      (await api.get<Page<StaffHomework>>(`/homework?batchId=${batchId}&page=${page}`, signal))
        .data,
    placeholderData: keepPreviousData,
  });
