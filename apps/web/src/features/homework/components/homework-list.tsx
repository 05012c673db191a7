import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useHomeworkList } from '../api/list-homework';
import { useDueFormat } from './use-due-format';

/** A batch's homework for its teachers: each with how many submitted and were returned. */
export function HomeworkList({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useHomeworkList(batchId, page);
  const due = useDueFormat();
  if (list.isPending) return <Spinner label={t`Loading homework`} />;
  if (list.isError) return <LoadError error={list.error} />;
  if (list.data.total === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No homework in this batch yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <ul className="grid gap-3" aria-label={t`Homework`}>
        {list.data.items.map((hw) => {
          const when = due.format(new Date(hw.dueAt));
          const submitted = formatCount(hw.submitted);
          const students = formatCount(hw.students);
          const returned = formatCount(hw.returned);
          return (
            <li key={hw.id} className="grid gap-1 rounded-lg border bg-card p-3">
              <h3 className="font-medium">
                <Link
                  to={`/homework/${hw.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {hw.title}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">
                <Trans>Due {when}</Trans> ·{' '}
                <Trans>
                  {submitted} of {students} submitted, {returned} returned
                </Trans>
              </p>
            </li>
          );
        })}
      </ul>
      {list.data.total > list.data.pageSize && (
        <Pagination page={page} totalPages={pageCount(list.data)} onPage={setPage} />
      )}
    </div>
  );
}
