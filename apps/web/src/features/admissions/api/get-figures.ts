import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Figures } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** A month's admissions figures. */
export const useFigures = (month: string) =>
  useQuery({
    queryKey: [...leadsKey, 'figures', month],
    queryFn: async ({ signal }) =>
      (await api.get<Figures>(`/admissions/figures?month=${month}`, signal)).data,
    placeholderData: keepPreviousData,
  });

/** The same figures as a CSV file, downloaded by the browser itself. */
export const figuresCsvHref = (month: string) => `/api/admissions/figures.csv?month=${month}`;
