import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ORDER_STATUS_FILTERS } from '@academy/contract/admin-payments';
import { type AdminPaymentsPage } from '@academy/contract/admin-payments';
import { api } from '@/lib/api-client';

export type StatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export interface PaymentFilters {
  q: string;
  status: StatusFilter;
  from: string;
  to: string;
}

export const paymentsQueryKey = ['admin-payments'] as const;

/** The filters as a query string, empty ones left out: the list and the CSV share it. */
export function filterSearch(filters: PaymentFilters, page?: number) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value && !(key === 'status' && value === 'all')) search.set(key, value);
  if (page && page > 1) search.set('page', String(page));
  return search.toString();
}

export const exportCsvHref = (filters: PaymentFilters) =>
  `/api/admin/payments/export.csv?${filterSearch(filters)}`;

export async function listPayments(filters: PaymentFilters, page: number, signal?: AbortSignal) {
  const { data } = await api.get<AdminPaymentsPage>(
    `/admin/payments?${filterSearch(filters, page)}`,
    signal,
  );
  return data;
}

export const paymentsQueryOptions = (filters: PaymentFilters, page: number) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, filters, page],
    queryFn: ({ signal }) => listPayments(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePayments = (filters: PaymentFilters, page: number) =>
  useQuery(paymentsQueryOptions(filters, page));
