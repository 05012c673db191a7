import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { academyLocalTime } from '@academy/contract/academy-calendar';
import { HOMEWORK_LIMITS } from '@academy/contract/homework-messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateHomework } from '../api/create-homework';

/**
 * "Set homework" for a batch: a title, instructions, an optional PDF, the due date and time
 * (India's, as the academy keeps its clock), an optional cut-off and the maximum marks.
 */
export function NewHomeworkForm({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const create = useCreateHomework();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The earliest a due time may be, as the form opened: the server checks it again on sending.
  const [now] = useState(() => academyLocalTime(Date.now()));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const pdf = data.get('pdf');
    setErrors({});
    setFailure(null);
    try {
      const { message } = await create.mutateAsync({
        fields: {
          batchId,
          title: text('title'),
          instructions: text('instructions'),
          dueAt: text('dueAt'),
          cutoffAt: text('cutoffAt'),
          maxMarks: text('maxMarks'),
        },
        pdf: pdf instanceof File && pdf.size > 0 ? pdf : null,
      });
      if (message) toast.success(message);
      setFormKey((k) => k + 1);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-lg border bg-card p-4"
      aria-labelledby="new-homework"
    >
      <h2 id="new-homework" className="text-lg font-semibold">
        <Trans>Set homework</Trans>
      </h2>
      <FormField id="homework-title" label={t`Title`} error={errors.title}>
        {(control) => (
          <Input {...control} name="title" maxLength={HOMEWORK_LIMITS.titleMax} required />
        )}
      </FormField>
      <FormField id="homework-instructions" label={t`Instructions`} error={errors.instructions}>
        {(control) => (
          <Textarea
            {...control}
            name="instructions"
            rows={4}
            maxLength={HOMEWORK_LIMITS.instructionsMax}
            required
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="homework-due" label={t`Due (India time)`} error={errors.dueAt}>
          {(control) => (
            <Input {...control} name="dueAt" type="datetime-local" min={now} required />
          )}
        </FormField>
        <FormField
          id="homework-cutoff"
          label={t`No submissions after (optional)`}
          error={errors.cutoffAt}
        >
          {(control) => <Input {...control} name="cutoffAt" type="datetime-local" min={now} />}
        </FormField>
        <FormField id="homework-max" label={t`Maximum marks`} error={errors.maxMarks}>
          {(control) => (
            <Input {...control} name="maxMarks" inputMode="numeric" defaultValue="10" required />
          )}
        </FormField>
      </div>
      <FormField id="homework-pdf" label={t`PDF (optional)`} error={errors.pdf}>
        {(control) => <Input {...control} name="pdf" type="file" accept="application/pdf" />}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Trans>Set homework</Trans>
      </Button>
    </form>
  );
}
