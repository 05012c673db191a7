import { useSearchParams } from 'react-router';

export type InboxParams<K extends string, F extends string> = { q: string; page: number } & {
  [P in K]: F;
};

/**
 * An admin inbox's search, filter and page, kept in the URL so a view can be shared or reloaded.
 * The first filter value is the default.
 */
export function useInboxParams<K extends string, F extends string>(
  filterKey: K,
  filters: readonly [F, ...F[]],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = searchParams.get(filterKey) as F | null;
  const params = {
    q: searchParams.get('q') ?? '',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
    [filterKey]: filter && filters.includes(filter) ? filter : filters[0],
  } as InboxParams<K, F>;
  const update = (next: Partial<InboxParams<K, F>>) => {
    const merged = { ...params, ...next } as InboxParams<K, F>;
    setSearchParams(
      { q: merged.q, [filterKey]: merged[filterKey], page: String(merged.page) },
      { replace: true },
    );
  };
  return [params, update] as const;
}
