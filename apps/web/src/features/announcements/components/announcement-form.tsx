import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_LIMITS } from '@academy/contract/announcements';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePostAnnouncement } from '../api/announcements';

/** The value of the "Whole academy" choice: no batch. */
const WHOLE_ACADEMY = '';

interface AnnouncementFormProps {
  /** The batches the author may write to: a teacher's own, an admin's all. */
  batches: { id: string; name: string }[];
  /** An admin may also write to everyone; the server refuses it to anyone else. */
  allowWholeAcademy: boolean;
}

/** "Post an announcement": to a batch (or the whole academy), a title and a message. */
export function AnnouncementForm({ batches, allowWholeAcademy }: AnnouncementFormProps) {
  const { t } = useLingui();
  const post = usePostAnnouncement();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setErrors({});
    setFailure(null);
    try {
      const batchId = text('batchId');
      const { message } = await post.mutateAsync({
        title: text('title'),
        body: text('body'),
        ...(batchId === WHOLE_ACADEMY ? {} : { batchId }),
        bySms: data.get('bySms') === 'on',
      });
      if (message) toast.success(message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
      } else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby="post-announcement" className="grid gap-3">
      <h2 id="post-announcement" className="text-xl font-semibold tracking-tight">
        <Trans>Post an announcement</Trans>
      </h2>
      {batches.length === 0 && !allowWholeAcademy ? (
        <p className="text-muted-foreground">
          <Trans>You can post announcements once you teach a batch.</Trans>
        </p>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(e) => void submit(e)}
          className="grid gap-4 rounded-lg border bg-card p-4"
        >
          <FormField id="announcement-batch" label={t`To`} error={errors.batchId}>
            {(control) => (
              <Select
                {...control}
                name="batchId"
                defaultValue={allowWholeAcademy ? WHOLE_ACADEMY : batches[0]?.id}
              >
                {allowWholeAcademy && <option value={WHOLE_ACADEMY}>{t`Whole academy`}</option>}
                {batches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="announcement-title" label={t`Title`} error={errors.title}>
            {(control) => (
              <Input {...control} name="title" maxLength={ANNOUNCEMENT_LIMITS.titleMax} />
            )}
          </FormField>
          <FormField id="announcement-body" label={t`Message`} error={errors.body}>
            {(control) => (
              <Textarea {...control} name="body" rows={4} maxLength={ANNOUNCEMENT_LIMITS.bodyMax} />
            )}
          </FormField>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="bySms" className="mt-0.5 size-4" />
            <span>
              <Trans>Also send it by SMS to the students and their parents</Trans>
            </span>
          </label>
          {failure && <FormAlert message={failure} />}
          <Button type="submit" className="w-fit" disabled={post.isPending}>
            <Trans>Post</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
