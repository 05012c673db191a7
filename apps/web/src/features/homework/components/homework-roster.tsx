import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useHomeworkRoster, type RosterShow } from '../api/list-homework-students';
import { ReturnForm } from './return-form';
import { SubmissionView } from './submission-view';

/**
 * The students set a homework, for its teachers: who has not submitted, and each submission to
 * check and return.
 */
export function HomeworkRoster({ homeworkId, maxMarks }: { homeworkId: string; maxMarks: number }) {
  const { t } = useLingui();
  const [show, setShow] = useState<RosterShow>('all');
  const [page, setPage] = useState(1);
  const roster = useHomeworkRoster(homeworkId, show, page);
  return (
    <section aria-labelledby="roster-heading" className="grid gap-4">
      <h2 id="roster-heading" className="text-lg font-semibold">
        <Trans>Students</Trans>
      </h2>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="roster-show">{t`Show`}</Label>
        <Select
          id="roster-show"
          value={show}
          onChange={(e) => {
            setShow(e.target.value as RosterShow);
            setPage(1);
          }}
        >
          <option value="all">{t`Everyone`}</option>
          <option value="missing">{t`Not submitted`}</option>
          <option value="submitted">{t`Submitted`}</option>
        </Select>
      </div>
      {roster.isPending ? (
        <Spinner label={t`Loading the students`} />
      ) : roster.isError ? (
        <LoadError error={roster.error} />
      ) : roster.data.total === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Nobody here.</Trans>
        </p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t`Students`}>
            {roster.data.items.map(({ student, submission }) => (
              <li key={student.id} className="grid gap-3 rounded-lg border bg-card p-3">
                <h3 className="font-medium">{student.name}</h3>
                {submission ? (
                  <>
                    <SubmissionView submission={submission} maxMarks={maxMarks} />
                    {!submission.returned && (
                      <ReturnForm
                        submissionId={submission.id}
                        studentName={student.name}
                        maxMarks={maxMarks}
                      />
                    )}
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Not submitted</Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
          {roster.data.total > roster.data.pageSize && (
            <Pagination page={page} totalPages={pageCount(roster.data)} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
