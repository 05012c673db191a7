import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '@academy/contract/course-display';
import type { Page } from '@academy/contract/envelope';
import type { Note } from '@academy/contract/notes';
import { api } from '@/lib/api-client';

export interface PaidItemOption {
  kind: 'course' | 'note';
  id: string;
  title: string;
  /** List price in paise: the amount field starts from it. */
  pricePaise: number;
}

/** What can be sold at the desk: the paid courses on sale and the paid notes (100 of each). */
export async function listPaidItems(signal?: AbortSignal): Promise<PaidItemOption[]> {
  const [courses, notes] = await Promise.all([
    api.get<CourseList>('/courses?free=false&pageSize=100&sort=newest', signal),
    api.get<Page<Note>>('/notes?access=paid&pageSize=100', signal),
  ]);
  return [
    ...courses.data.items.map((c) => ({
      kind: 'course' as const,
      id: c._id,
      title: c.title,
      pricePaise: c.pricePaise,
    })),
    ...notes.data.items.map((n) => ({
      kind: 'note' as const,
      id: n.id,
      title: n.title,
      pricePaise: n.pricePaise ?? 0,
    })),
  ];
}

export const paidItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-payments', 'paid-items'],
    queryFn: ({ signal }) => listPaidItems(signal),
  });

/** `enabled: false` when the item is already chosen (a batch fee from its dues list). */
export const usePaidItems = ({ enabled = true } = {}) =>
  useQuery({ ...paidItemsQueryOptions(), enabled });
