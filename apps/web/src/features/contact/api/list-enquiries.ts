import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Enquiry } from '@academy/contract/contact';
import type { Page } from '@academy/contract/envelope';
import { api } from '@/lib/api-client';

export interface EnquiryListParams {
  q: string;
  handled: 'all' | 'handled' | 'open';
  page: number;
}

export const enquiriesQueryKey = ['enquiries'] as const;

export async function listEnquiries({ q, handled, page }: EnquiryListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ q, handled, page: String(page) });
  const { data } = await api.get<Page<Enquiry>>(`/admin/enquiries?${search}`, signal);
  return data;
}

export const enquiriesQueryOptions = (params: EnquiryListParams) =>
  queryOptions({
    queryKey: [...enquiriesQueryKey, params],
    queryFn: ({ signal }) => listEnquiries(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (params: EnquiryListParams) => useQuery(enquiriesQueryOptions(params));
