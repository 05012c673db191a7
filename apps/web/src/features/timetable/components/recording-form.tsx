import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAttachRecording } from '../api/timetable';

/** After an online class, its teacher adds the YouTube recording for the batch's Recordings. */
export function RecordingForm({ classKey, current }: { classKey: string; current: string | null }) {
  const { t } = useLingui();
  const attach = useAttachRecording(classKey);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get('recordingUrl') ?? '').trim();
    setError(undefined);
    try {
      const { message } = await attach.mutateAsync(url);
      if (message) toast.success(message);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors.recordingUrl ?? e.message) : String(e));
    }
  };
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="grid gap-2">
      <FormField id="recording-url" label={t`Recording (YouTube link)`} error={error}>
        {(control) => (
          <Input {...control} type="url" name="recordingUrl" defaultValue={current ?? ''} />
        )}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={attach.isPending}
      >
        <Trans>Save recording</Trans>
      </Button>
    </form>
  );
}
