import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseTime } from '@academy/contract/doubts';
import { api } from '@/lib/api-client';

interface ResponseTimesPage {
  items: ResponseTime[];
  total: number;
  page: number;
  pageSize: number;
}

/** Each teacher's response times over the last 30 days, a page at a time. */
export const useResponseTimes = (page: number) =>
  useQuery({
    queryKey: ['doubt-response-times', page],
    queryFn: async ({ signal }) =>
      (await api.get<ResponseTimesPage>(`/admin/doubts/response-times?page=${page}`, signal)).data,
    placeholderData: keepPreviousData,
  });
