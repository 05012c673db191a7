import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { DOUBT_LIMITS } from '@academy/contract/doubt-messages';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { PhotoPicker } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAskDoubt } from '../api/ask-doubt';
import { useDoubtBatches } from '../api/list-doubt-batches';
import { SimilarDoubts } from '../components/similar-doubts';

/**
 * /doubts/ask: a question to the teachers of one of the student's batches, from a lesson or a
 * test question when the address names one (`?courseId=&lessonId=`, `?questionId=`).
 */
export function AskDoubtPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const place = {
    courseId: params.get('courseId') ?? undefined,
    lessonId: params.get('lessonId') ?? undefined,
    questionId: params.get('questionId') ?? undefined,
  };
  const hasPlace = Boolean((place.courseId && place.lessonId) || place.questionId);
  const batches = useDoubtBatches();
  const ask = useAskDoubt();
  const [batchId, setBatchId] = useState<string>();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  // The first batch until the student chooses; none when the doubt is about a lesson or question.
  const chosenBatch = batchId ?? (hasPlace ? '' : (batches.data?.[0]?.id ?? ''));
  const subjects = batches.data?.find((b) => b.id === chosenBatch)?.subjects ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const { data, message } = await ask.mutateAsync({
        fields: { text, batchId: chosenBatch, subject, ...place },
        photos,
      });
      if (message) toast.success(message);
      void navigate(`/doubts/${data.id}`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Ask a doubt</Trans>
      </h1>
      {hasPlace && <SimilarDoubts place={place} />}
      {batches.isPending ? (
        <LoadingBlock label={t`Loading your batches`} />
      ) : batches.isError ? (
        <LoadError error={batches.error} />
      ) : batches.data.length === 0 && !hasPlace ? (
        <p className="text-muted-foreground">
          <Trans>You can ask once you sit in a batch, or from a lesson or a test question.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField id="doubt-batch" label={t`Batch`} error={errors.batchId}>
            {(control) => (
              <Select
                {...control}
                value={chosenBatch}
                onChange={(e) => {
                  setBatchId(e.target.value);
                  setSubject('');
                }}
              >
                {hasPlace && <option value="">{t`No batch: the academy answers`}</option>}
                {batches.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {subjects.length > 0 && (
            <FormField id="doubt-subject" label={t`Subject`} error={errors.subject}>
              {(control) => (
                <Select {...control} value={subject} onChange={(e) => setSubject(e.target.value)}>
                  <option value="">{t`Any subject`}</option>
                  {subjects.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
          <FormField
            id="doubt-text"
            label={t`Your question`}
            error={errors.text ?? errors.lessonId ?? errors.questionId}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={text}
                maxLength={DOUBT_LIMITS.textMax}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </FormField>
          <PhotoPicker
            id="doubt-photos"
            photos={photos}
            onChange={setPhotos}
            max={DOUBT_LIMITS.photosMax}
            error={errors.photos}
          />
          {failure && <FormAlert message={failure} />}
          <Button type="submit" className="w-fit" disabled={ask.isPending}>
            <Trans>Send to my teachers</Trans>
          </Button>
        </form>
      )}
    </div>
  );
}
