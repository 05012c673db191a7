import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PeoplePage, PersonRole } from '@academy/contract/people';
import { api } from '@/lib/api-client';

export interface PeopleListParams {
  role: PersonRole;
  q: string;
  page: number;
}

export const peopleQueryKey = ['people'] as const;

export const peopleSearch = ({ role, q, page }: PeopleListParams) =>
  new URLSearchParams({ role, q, page: String(page) }).toString();

export async function listPeople(params: PeopleListParams, signal?: AbortSignal) {
  const { data } = await api.get<PeoplePage>(`/admin/people?${peopleSearch(params)}`, signal);
  return data;
}

export const peopleQueryOptions = (params: PeopleListParams) =>
  queryOptions({
    queryKey: [...peopleQueryKey, params],
    queryFn: ({ signal }) => listPeople(params, signal),
    // The list keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const usePeople = (params: PeopleListParams) => useQuery(peopleQueryOptions(params));
