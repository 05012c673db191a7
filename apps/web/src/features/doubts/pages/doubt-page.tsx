import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDoubt } from '../api/get-doubt';
import { useMarkDoubtSolved } from '../api/mark-doubt-solved';
import { DoubtPostForm } from '../components/doubt-post-form';
import { DoubtStatusBadge } from '../components/doubt-status-badge';
import { DoubtThread } from '../components/doubt-thread';

/** /doubts/:id: a doubt's thread; the teacher answers, the student replies once or solves it. */
export function DoubtPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const doubt = useDoubt(id);
  const solve = useMarkDoubtSolved(id);
  const markSolved = () =>
    solve.mutate(undefined, {
      onSuccess: ({ message }) => message && toast.success(message),
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Doubt</Trans>
      </h1>
      {doubt.isPending ? (
        <LoadingBlock label={t`Loading the doubt`} />
      ) : doubt.isError ? (
        <LoadError error={doubt.error} />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <DoubtStatusBadge status={doubt.data.status} />
            {[
              doubt.data.student.name,
              doubt.data.batch?.name,
              doubt.data.lesson?.title,
              doubt.data.question?.testTitle,
              doubt.data.subject,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <DoubtThread doubt={doubt.data} />
          {doubt.data.can.answer && <DoubtPostForm doubtId={id} kind="answers" />}
          {doubt.data.can.reply && <DoubtPostForm doubtId={id} kind="reply" />}
          {doubt.data.can.solve && (
            <Button
              variant="outline"
              className="w-fit"
              disabled={solve.isPending}
              onClick={markSolved}
            >
              <Trans>Mark solved</Trans>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
