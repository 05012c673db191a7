import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentHomeworkShow } from '@academy/contract/homework';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useStudentHomework } from '../api/list-student-homework';
import { HomeworkStateBadge } from './homework-state-badge';
import { useDueFormat } from './use-due-format';

/**
 * A student's homework for their home (`pending`: what they may still send, soonest first;
 * `returned`: what their teachers checked, with the marks) and their parent's (`all`: pending,
 * late and returned, latest first), a page at a time. With
 * `hideWhenNone`, nothing (nor what `wrap` adds) while there is none.
 */
export function StudentHomeworkList({
  studentId,
  show,
  headingLevel = 3,
  hideWhenNone = false,
  wrap = (list) => list,
}: {
  studentId: string;
  show: StudentHomeworkShow;
  headingLevel?: 3 | 4;
  hideWhenNone?: boolean;
  wrap?: (list: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useStudentHomework(studentId, show, page);
  const due = useDueFormat();
  if (list.isPending) return hideWhenNone ? null : <Spinner label={t`Loading homework`} />;
  if (list.isError) return hideWhenNone ? null : <LoadError error={list.error} />;
  if (list.data.total === 0) {
    return hideWhenNone ? null : (
      <p className="text-muted-foreground">
        <Trans>No homework yet.</Trans>
      </p>
    );
  }
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return wrap(
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={t`Homework`}>
        {list.data.items.map((hw) => {
          const when = due.format(new Date(hw.dueAt));
          const marks = hw.marks === null ? '' : String(hw.marks);
          const max = String(hw.maxMarks);
          return (
            <li key={hw.id} className="grid gap-1 rounded-lg border bg-card p-3">
              <Heading className="font-medium">
                <Link
                  to={`/homework/${hw.id}?student=${studentId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {hw.title}
                </Link>
              </Heading>
              <p className="text-sm text-muted-foreground">
                {hw.batch.name} · <Trans>Due {when}</Trans>
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <HomeworkStateBadge state={hw.state} late={hw.late} />
                {marks && (
                  <span>
                    <Trans>
                      {marks} out of {max}
                    </Trans>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {list.data.total > list.data.pageSize && (
        <Pagination page={page} totalPages={pageCount(list.data)} onPage={setPage} />
      )}
    </div>,
  );
}
