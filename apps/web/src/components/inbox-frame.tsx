import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Select } from '@/components/ui/select';
import { LoadingBlock } from '@/components/loading-block';
import { cn } from '@/lib/utils';

interface InboxFrameProps<T, F extends string> {
  title: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  onSearch: (q: string) => void;
  filter: F;
  filterOptions: ReadonlyArray<readonly [F, MessageDescriptor]>;
  onFilter: (filter: F) => void;
  page: number;
  onPage: (page: number) => void;
  list: UseQueryResult<Page<T>>;
  /** "Loading enquiries", "No enquiries yet.": the list's own words, in the page's language. */
  loadingLabel: string;
  emptyText: string;
  getKey: (item: T) => string;
  /** Not yet handled or read: the item stands out. */
  isNew: (item: T) => boolean;
  renderItem: (item: T) => ReactNode;
}

/** An admin inbox: heading, search, filter, the items newest first, and pages. */
export function InboxFrame<T, F extends string>(props: InboxFrameProps<T, F>) {
  const { t, i18n } = useLingui();
  const { list } = props;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{props.title}</h1>
      <p className="mt-1 text-muted-foreground">{props.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SearchField
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={props.q}
          onSearch={props.onSearch}
          className="min-w-64 flex-1"
        />
        <Select
          aria-label={t`Show`}
          value={props.filter}
          onChange={(event) => props.onFilter(event.target.value as F)}
          className="w-40"
        >
          {props.filterOptions.map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <LoadingBlock label={props.loadingLabel} />
        ) : list.isError ? (
          <LoadError error={list.error} />
        ) : list.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{props.emptyText}</p>
        ) : (
          <ul className="grid gap-4">
            {list.data.items.map((item) => (
              <li
                key={props.getKey(item)}
                className={cn(
                  'rounded-lg border p-4',
                  props.isNew(item) && 'border-primary/60 bg-primary/5',
                )}
              >
                {props.renderItem(item)}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={props.page} totalPages={pageCount(list.data)} onPage={props.onPage} />
      </div>
    </div>
  );
}
