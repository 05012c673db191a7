import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Image } from 'lucide-react';
import type { DoubtPage } from '@academy/contract/doubts';
import { Pagination, pageCount } from '@/components/pagination';
import { useRelativeTime } from '@/lib/i18n/formats';
import { showNewPage } from '@/lib/use-url-filters';
import { DoubtStatusBadge } from './doubt-status-badge';

interface DoubtListProps {
  page: DoubtPage;
  /** Staff see who asked; a student their own doubts only. */
  showStudent: boolean;
  onPage: (page: number) => void;
}

/** A page of doubts, each a link to its thread. */
export function DoubtList({ page, showStudent, onPage }: DoubtListProps) {
  const { t } = useLingui();
  const relative = useRelativeTime();
  const list = useRef<HTMLUListElement>(null);
  if (page.items.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No doubts here.</Trans>
      </p>
    );
  return (
    <div>
      <ul ref={list} tabIndex={-1} className="grid gap-3 outline-none" aria-label={t`Doubts`}>
        {page.items.map((doubt) => {
          const where = doubt.batch?.name ?? doubt.lesson?.title ?? doubt.question?.testTitle;
          const photos = doubt.photoCount;
          return (
            <li key={doubt.id}>
              <Link
                to={`/doubts/${doubt.id}`}
                className="grid gap-1 rounded-lg border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <DoubtStatusBadge status={doubt.status} />
                  <span className="text-xs text-muted-foreground">
                    {[showStudent ? doubt.student.name : null, where, doubt.subject]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="line-clamp-2 font-medium">{doubt.text}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  {relative(doubt.createdAt)}
                  {photos > 0 && (
                    <span className="inline-flex items-center gap-1">
                      <Image aria-hidden="true" className="size-3" />
                      <span className="sr-only">{t`Photos:`}</span>
                      {photos}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page.page}
        totalPages={pageCount(page)}
        onPage={(next) => {
          onPage(next);
          showNewPage(list.current);
        }}
      />
    </div>
  );
}
