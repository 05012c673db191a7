import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DOUBT_LIMITS } from '@academy/contract/doubt-messages';
import { PhotoPicker } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePostToDoubt } from '../api/post-to-doubt';

interface DoubtPostFormProps {
  doubtId: string;
  /** A teacher's answer, or the student's one reply. */
  kind: 'answers' | 'reply';
}

/** Text and photos added to a doubt's thread. */
export function DoubtPostForm({ doubtId, kind }: DoubtPostFormProps) {
  const { t } = useLingui();
  const post = usePostToDoubt(doubtId, kind);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const id = `doubt-${kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const { message } = await post.mutateAsync({ text, photos });
      if (message) toast.success(message);
      setText('');
      setPhotos([]);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-lg border p-4">
      <FormField
        id={`${id}-text`}
        label={kind === 'answers' ? t`Your answer` : t`Your reply`}
        error={errors.text}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={text}
            maxLength={DOUBT_LIMITS.textMax}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      <PhotoPicker
        id={`${id}-photos`}
        photos={photos}
        onChange={setPhotos}
        max={DOUBT_LIMITS.photosMax}
        error={errors.photos}
      />
      {failure && <FormAlert message={failure} />}
      <Button type="submit" className="w-fit" disabled={post.isPending}>
        {kind === 'answers' ? t`Send answer` : t`Send reply`}
      </Button>
    </form>
  );
}
