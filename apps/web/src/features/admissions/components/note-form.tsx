import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMISSION_LIMITS, type LeadNoteValues } from '@academy/contract/admissions';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNoteLead } from '../api/note-lead';

/** A note, or a call and what was said, on the lead's timeline. */
export function NoteForm({ leadId }: { leadId: string }) {
  const { t } = useLingui();
  const note = useNoteLead(leadId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setErrors({});
    setFailure(null);
    try {
      const { message } = await note.mutateAsync({
        kind: String(data.get('kind')) as LeadNoteValues['kind'],
        text: String(data.get('text') ?? ''),
      });
      if (message) toast.success(message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="note-heading"
    >
      <h2 id="note-heading" className="text-lg font-semibold">
        <Trans>Add to the timeline</Trans>
      </h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">
          <Trans>What happened</Trans>
        </legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="call" defaultChecked />
          <Trans>A call</Trans>
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="note" />
          <Trans>A note</Trans>
        </label>
      </fieldset>
      <FormField id="lead-note-text" label={t`What was said`} error={errors.text}>
        {(control) => (
          <Textarea {...control} name="text" rows={3} maxLength={ADMISSION_LIMITS.noteMax} />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={note.isPending} className="justify-self-start">
        <Trans>Add</Trans>
      </Button>
    </form>
  );
}
