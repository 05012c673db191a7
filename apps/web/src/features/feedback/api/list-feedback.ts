import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import type { FeedbackItem } from '@academy/contract/feedback';
import { api } from '@/lib/api-client';

export interface FeedbackListParams {
  q: string;
  read: 'all' | 'read' | 'unread';
  page: number;
}

export const feedbackQueryKey = ['feedback'] as const;

export async function listFeedback({ q, read, page }: FeedbackListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ q, read, page: String(page) });
  const { data } = await api.get<Page<FeedbackItem>>(`/admin/feedback?${search}`, signal);
  return data;
}

export const feedbackQueryOptions = (params: FeedbackListParams) =>
  queryOptions({
    queryKey: [...feedbackQueryKey, params],
    queryFn: ({ signal }) => listFeedback(params, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedbackList = (params: FeedbackListParams) =>
  useQuery(feedbackQueryOptions(params));
