import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOMEWORK_LIMITS } from '@academy/contract/homework-messages';
import { PhotoPicker } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSubmitHomework } from '../api/submit-homework';

/**
 * The student's work: photos of their notebook (compressed in the browser, decisions §117) or
 * a PDF. Sent again before the teacher checks it, it replaces the last.
 */
export function SubmissionForm({
  homeworkId,
  replacing,
}: {
  homeworkId: string;
  replacing: boolean;
}) {
  const { t } = useLingui();
  const send = useSubmitHomework(homeworkId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfKey, setPdfKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const { message } = await send.mutateAsync({ photos, pdf });
      if (message) toast.success(message);
      setPhotos([]);
      setPdf(null);
      setPdfKey((k) => k + 1);
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
      className="grid gap-3 rounded-lg border p-4"
      aria-labelledby="submit-homework"
    >
      <h2 id="submit-homework" className="text-lg font-semibold">
        {replacing ? t`Replace your submission` : t`Submit your work`}
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Add photos of your notebook, or a PDF.</Trans>
      </p>
      <PhotoPicker
        id="homework-photos"
        photos={photos}
        onChange={setPhotos}
        max={HOMEWORK_LIMITS.photosMax}
        error={errors.photos}
      />
      <FormField id="homework-work-pdf" label={t`PDF (instead of photos)`} error={errors.pdf}>
        {(control) => (
          <Input
            {...control}
            key={pdfKey}
            type="file"
            accept="application/pdf"
            onChange={(e) => setPdf(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={send.isPending}>
        {replacing ? t`Replace submission` : t`Submit homework`}
      </Button>
    </form>
  );
}
