import { useQuery } from '@tanstack/react-query';
import type { PaperTestSheet } from '@academy/contract/paper-tests';
import { api } from '@/lib/api-client';
import { paperTestsKey } from './list-paper-tests';

export const paperTestKey = (id: string) => [...paperTestsKey, 'sheet', id];

/** A paper test's marks grid: its students seated on the day, their marks and results. */
export const usePaperTest = (id: string) =>
  useQuery({
    queryKey: paperTestKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<PaperTestSheet>(`/paper-tests/${id}`, signal)).data,
  });
