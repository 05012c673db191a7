import type { ReactNode, Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';

interface MaterialListProps<T extends { id: string }> {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: T[] | undefined;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  loadError: string;
  /** What an empty result says (and offers). */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  /** Above the cards (the count) and below them (the pages). */
  header?: ReactNode;
  footer?: ReactNode;
  /** Focused when a new page of results shows (`showNewPage`). */
  listRef?: Ref<HTMLUListElement>;
}

/** A study-material list's states: loading, failed with a retry, empty, and the grid of cards. */
export function MaterialList<T extends { id: string }>({
  query,
  items,
  label,
  loadingLabel,
  loadError,
  empty,
  renderItem,
  header,
  footer,
  listRef,
}: MaterialListProps<T>) {
  if (query.isPending) return <LoadingBlock label={loadingLabel} />;
  if (query.isError || !items) {
    return (
      <RetryBlock
        message={loadError}
        onRetry={() => void query.refetch()}
        retryLabel={<Trans>Try Again</Trans>}
      />
    );
  }
  if (items.length === 0) return empty;
  return (
    <>
      {header}
      <ul
        ref={listRef}
        tabIndex={-1}
        className="grid gap-6 outline-none sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label={label}
      >
        {items.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
