import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useUser } from '@/lib/session';
import { homeworkPdfSrc, useHomework } from '../api/get-homework';
import { HomeworkRoster } from '../components/homework-roster';
import { SubmissionForm } from '../components/submission-form';
import { SubmissionView } from '../components/submission-view';
import { useDueFormat } from '../components/use-due-format';

/**
 * /homework/:id: the homework; a student submits (or replaces) their work and sees it returned,
 * a parent sees their child's, its teachers see who has not submitted and check each submission.
 */
export function HomeworkPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  // A parent's home names the child whose work to show (they may have two in the batch).
  const [search] = useSearchParams();
  const homework = useHomework(id, search.get('student'));
  const { user } = useUser();
  const format = useDueFormat();
  if (homework.isPending) return <LoadingBlock label={t`Loading the homework`} />;
  if (homework.isError) return <LoadError error={homework.error} className="px-4 py-8" />;
  const hw = homework.data;
  const due = format.format(new Date(hw.dueAt));
  const cutoff = hw.cutoffAt ? format.format(new Date(hw.cutoffAt)) : '';
  const max = String(hw.maxMarks);
  const who = hw.submission?.student.name ?? '';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{hw.title}</h1>
        <p className="text-sm text-muted-foreground">
          {hw.batch.name} · <Trans>Due {due}</Trans>
          {cutoff && (
            <>
              {' · '}
              <Trans>No submissions after {cutoff}</Trans>
            </>
          )}
          {' · '}
          <Trans>Out of {max}</Trans>
        </p>
      </header>
      <p className="whitespace-pre-wrap">{hw.instructions}</p>
      {hw.hasPdf && (
        <a
          href={homeworkPdfSrc(hw.id)}
          target="_blank"
          rel="noreferrer"
          className="w-fit font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Open the homework’s PDF</Trans>
        </a>
      )}
      {hw.submission && (
        <section aria-labelledby="my-submission" className="grid gap-2 rounded-lg border p-4">
          <h2 id="my-submission" className="text-lg font-semibold">
            {hw.submission.student.id === user?.userId
              ? t`Your submission`
              : t`${who}’s submission`}
          </h2>
          <SubmissionView submission={hw.submission} maxMarks={hw.maxMarks} />
        </section>
      )}
      {hw.can.submit && <SubmissionForm homeworkId={hw.id} replacing={hw.submission !== null} />}
      {hw.can.check && <HomeworkRoster homeworkId={hw.id} maxMarks={hw.maxMarks} />}
    </div>
  );
}
