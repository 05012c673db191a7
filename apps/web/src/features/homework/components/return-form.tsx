import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOMEWORK_LIMITS, homeworkMarksProblem } from '@academy/contract/homework-messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReturnSubmission } from '../api/return-submission';

/** The teacher's check of one submission: marks out of the maximum, a comment, returned. */
export function ReturnForm({
  submissionId,
  studentName,
  maxMarks,
}: {
  submissionId: string;
  studentName: string;
  maxMarks: number;
}) {
  const { t } = useLingui();
  const send = useReturnSubmission(submissionId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const id = `return-${submissionId}`;
  const max = String(maxMarks);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = String(data.get('marks') ?? '').trim();
    const marks = typed === '' ? Number.NaN : Number(typed);
    setFailure(undefined);
    const problem = homeworkMarksProblem(marks, maxMarks);
    if (problem) return setErrors({ marks: problem });
    setErrors({});
    try {
      const { message } = await send.mutateAsync({
        marks,
        comment: String(data.get('comment') ?? ''),
      });
      if (message) toast.success(message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-label={t`Check ${studentName}’s work`}
    >
      <FormField id={`${id}-marks`} label={t`Marks out of ${max}`} error={errors.marks}>
        {(control) => <Input {...control} name="marks" inputMode="decimal" className="w-32" />}
      </FormField>
      <FormField id={`${id}-comment`} label={t`Comment`} error={errors.comment}>
        {(control) => (
          <Textarea {...control} name="comment" rows={2} maxLength={HOMEWORK_LIMITS.commentMax} />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={send.isPending}>
        <Trans>Return to {studentName}</Trans>
      </Button>
    </form>
  );
}
