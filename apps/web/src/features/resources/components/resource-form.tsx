import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import {
  PAPER_EXAMS,
  RESOURCE_MESSAGES,
  resourceFormSchema,
  type Resource,
  type ResourceForm as ResourceFormValues,
  type ResourceKind,
} from '@academy/contract/resources';
import { STREAMS, classHasStream, subjectsFor } from '@academy/contract/study-filters';
import { LinkOrFileField, type UploadMethod } from '@/components/link-or-file-field';
import { MaterialClassOptions, SubjectInput } from '@/components/study-fields';
import { useMaterialFile } from '@/components/study/use-material-file';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';
import { PAPER_EXAM_NAMES, STREAM_NAMES } from '@/lib/i18n/study-filter-names';

type FormState = Record<
  | 'title'
  | 'description'
  | 'class'
  | 'stream'
  | 'subject'
  | 'chapter'
  | 'chapters'
  | 'exam'
  | 'year'
  | 'coverImage'
  | 'source',
  string
> & { kind: ResourceKind; uploadMethod: UploadMethod; link: string };

const FIELDS = [
  'title',
  'description',
  'class',
  'stream',
  'subject',
  'chapter',
  'chapters',
  'exam',
  'year',
  'coverImage',
  'source',
  'link',
] as const;

/** A resource as the form edits it; a new textbook's source starts as NCERT's, in the page's language. */
export function resourceToForm(kind: ResourceKind, r: Resource | undefined, i18n: I18n): FormState {
  return {
    kind,
    title: r?.title ?? '',
    description: r?.description ?? '',
    class: r?.class ?? '',
    stream: r?.stream ?? '',
    subject: r?.subject ?? '',
    chapter: r?.chapter ?? '',
    chapters: r?.chapters?.toString() ?? '',
    exam: r?.exam ?? '',
    year: r?.year?.toString() ?? '',
    coverImage: r?.coverImage ?? '',
    source: r?.source ?? (kind === 'textbook' ? i18n._(msg`NCERT (official)`) : ''),
    uploadMethod: r?.file ? 'file' : 'link',
    link: r?.link ?? '',
  };
}

const resolver = formResolver(resourceFormSchema) as unknown as Resolver<
  FormState,
  unknown,
  ResourceFormValues
>;

interface ResourceFormProps {
  initial: FormState;
  storedFileName: string | undefined;
  /** Sends the form; rejects with the server's ApiError when it refused it. */
  onSubmit: (form: FormData) => Promise<void>;
}

/** The admin form of a textbook, solution or paper: its own fields, then a link or a file. */
export function ResourceForm({ initial, storedFileName, onSubmit }: ResourceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormState, unknown, ResourceFormValues>({ resolver, defaultValues: initial });
  const { send, fileField } = useMaterialFile({
    fields: FIELDS,
    setError,
    storedFileName,
    fileRequired: RESOURCE_MESSAGES.fileRequired,
    onSubmit,
  });
  const [cls, stream, method] = useWatch({ control, name: ['class', 'stream', 'uploadMethod'] });
  const kind = initial.kind;
  const { t, i18n } = useLingui();

  const submit = handleSubmit(async (values) => {
    await send(values);
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-6 rounded-lg border p-6"
    >
      <FormField id="title" label={t`Title`} error={errors.title?.message}>
        {(c) => <Input {...c} {...register('title')} />}
      </FormField>
      <FormField id="description" label={t`Description`} error={errors.description?.message}>
        {(c) => <Textarea {...c} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="class" label={t`Class`} error={errors.class?.message}>
          {(c) => (
            <Select
              {...c}
              {...register('class', {
                onChange: (e: { target: { value: string } }) => {
                  if (!classHasStream(e.target.value)) setValue('stream', '');
                },
              })}
            >
              <MaterialClassOptions emptyLabel={t`Choose a class`} />
            </Select>
          )}
        </FormField>
        {classHasStream(cls) && (
          <FormField id="stream" label={t`Stream`} error={errors.stream?.message}>
            {(c) => (
              <Select {...c} {...register('stream')}>
                <option value="">{t`No stream`}</option>
                {STREAMS.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(STREAM_NAMES[s])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <FormField id="subject" label={t`Subject`} error={errors.subject?.message}>
          {(c) => (
            <SubjectInput
              {...c}
              listId="subject-options"
              subjects={subjectsFor(cls, stream)}
              {...register('subject')}
            />
          )}
        </FormField>
      </div>
      {kind === 'textbook' && (
        <FormField id="chapters" label={t`Chapters`} error={errors.chapters?.message}>
          {(c) => <Input {...c} type="number" min={1} {...register('chapters')} />}
        </FormField>
      )}
      {kind === 'solution' && (
        <FormField id="chapter" label={t`Chapter`} error={errors.chapter?.message}>
          {(c) => <Input {...c} placeholder={t`1. Real Numbers`} {...register('chapter')} />}
        </FormField>
      )}
      {kind === 'paper' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="exam" label={t`Exam`} error={errors.exam?.message}>
            {(c) => (
              <Select {...c} {...register('exam')}>
                <option value="">{t`Choose an exam`}</option>
                {PAPER_EXAMS.map((x) => (
                  <option key={x} value={x}>
                    {i18n._(PAPER_EXAM_NAMES[x])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="year" label={t`Year`} error={errors.year?.message}>
            {(c) => <Input {...c} type="number" inputMode="numeric" {...register('year')} />}
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="coverImage"
          label={t`Cover image URL (optional)`}
          error={errors.coverImage?.message}
        >
          {(c) => <Input {...c} type="url" placeholder="https://" {...register('coverImage')} />}
        </FormField>
        <FormField id="source" label={t`Source`} error={errors.source?.message}>
          {(c) => <Input {...c} {...register('source')} />}
        </FormField>
      </div>
      <LinkOrFileField
        idPrefix="resource"
        method={method}
        onMethod={(m) => setValue('uploadMethod', m)}
        linkInput={register('link')}
        linkError={errors.link?.message}
        {...fileField}
      />
      {errors.root?.message && <FormAlert message={errors.root.message} />}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t`Saving...` : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
