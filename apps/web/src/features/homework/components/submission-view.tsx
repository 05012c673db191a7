import { Trans, useLingui } from '@lingui/react/macro';
import type { Submission } from '@academy/contract/homework';
import { submissionFileSrc } from '../api/get-homework';
import { HomeworkStateBadge } from './homework-state-badge';
import { useDueFormat } from './use-due-format';

/** A submission: when it came, its photos or PDF, and the teacher's marks and comment. */
export function SubmissionView({
  submission,
  maxMarks,
}: {
  submission: Submission;
  maxMarks: number;
}) {
  const { t } = useLingui();
  const format = useDueFormat();
  const when = format.format(new Date(submission.submittedAt));
  const who = submission.student.name;
  const marks = String(submission.marks ?? '');
  const max = String(maxMarks);
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <HomeworkStateBadge
          state={submission.returned ? 'returned' : 'submitted'}
          late={submission.late}
        />
        <Trans>Sent {when}</Trans>
      </p>
      {submission.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Photos of ${who}’s work`}>
          {submission.photos.map((photo, i) => {
            const n = i + 1;
            const src = submissionFileSrc(submission.id, photo.id);
            return (
              <li key={photo.id}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img
                    src={src}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    alt={t`Photo ${n} of ${who}’s work`}
                    className="h-32 w-auto rounded-md border object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {submission.pdfId && (
        <a
          href={submissionFileSrc(submission.id, submission.pdfId)}
          target="_blank"
          rel="noreferrer"
          className="w-fit font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Open {who}’s PDF</Trans>
        </a>
      )}
      {submission.returned && (
        <div className="grid gap-1 rounded-md bg-muted p-3">
          <p className="font-medium">
            <Trans>
              Marks: {marks} out of {max}
            </Trans>
          </p>
          {submission.comment && <p className="whitespace-pre-wrap">{submission.comment}</p>}
        </div>
      )}
    </div>
  );
}
