import { useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { Button } from './ui/button';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The total is a lower bound (a broad search counts only so far): more pages may follow. */
  hasMore?: boolean;
  onPage: (page: number) => void;
}

/** Previous, 'Page X of Y' (or 'of Y+' while more may follow), Next (product §5.17). */
export function Pagination({ page, totalPages, hasMore = false, onPage }: PaginationProps) {
  const { t } = useLingui();
  const current = formatCount(Math.min(page, totalPages));
  const total = `${formatCount(totalPages)}${hasMore ? '+' : ''}`;
  return (
    <nav aria-label={t`Pagination`} className="mt-4 flex items-center justify-end gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous`}
      </Button>
      <span className="text-sm" aria-live="polite">
        {t`Page ${current} of ${total}`}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages && !hasMore}
        onClick={() => onPage(page + 1)}
      >
        {t`Next`}
      </Button>
    </nav>
  );
}

/** How many pages a list of `total` items has at `pageSize` a page (at least one). */
export const pageCount = (list: { total: number; pageSize: number } | undefined) =>
  list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
