import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/form-data';

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

export function resourceToForm(kind: ResourceKind, r?: Resource): FormState {
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
    source: r?.source ?? (kind === 'textbook' ? 'NCERT (official)' : ''),
    uploadMethod: r?.file ? 'file' : 'link',
    link: r?.link ?? '',
  };
}

const resolver = zodResolver(resourceFormSchema) as unknown as Resolver<
  FormState,
  unknown,
  ResourceFormValues
>;

interface ResourceFormProps {
  initial: FormState;
  storedFileName: string | undefined;
  /** Resolves with the server's field messages when it refused the form. */
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [cls, stream, method] = useWatch({ control, name: ['class', 'stream', 'uploadMethod'] });
  const kind = initial.kind;

  const submit = handleSubmit(async (values) => {
    if (values.uploadMethod === 'file' && !file && !storedFileName) {
      setFileError(RESOURCE_MESSAGES.fileRequired);
      return;
    }
    try {
      await onSubmit(toFormData(values, values.uploadMethod === 'file' ? file : null));
    } catch (error) {
      // A refused upload keeps everything chosen and typed, and says why where it belongs.
      if (!(error instanceof ApiError)) return;
      let placed = false;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === 'file') setFileError(message);
        else if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { message });
        else continue;
        placed = true;
      }
      if (!placed) setError('root', { message: error.message });
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-6 rounded-lg border p-6"
    >
      <FormField id="title" label="Title" error={errors.title?.message}>
        {(c) => <Input {...c} {...register('title')} />}
      </FormField>
      <FormField id="description" label="Description" error={errors.description?.message}>
        {(c) => (
          <textarea
            {...c}
            rows={3}
            className="rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm"
            {...register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="class" label="Class" error={errors.class?.message}>
          {(c) => (
            <Select
              {...c}
              {...register('class', {
                onChange: (e: { target: { value: string } }) => {
                  if (!classHasStream(e.target.value)) setValue('stream', '');
                },
              })}
            >
              <MaterialClassOptions emptyLabel="Choose a class" />
            </Select>
          )}
        </FormField>
        {classHasStream(cls) && (
          <FormField id="stream" label="Stream" error={errors.stream?.message}>
            {(c) => (
              <Select {...c} {...register('stream')}>
                <option value="">No stream</option>
                {STREAMS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <FormField id="subject" label="Subject" error={errors.subject?.message}>
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
        <FormField id="chapters" label="Chapters" error={errors.chapters?.message}>
          {(c) => <Input {...c} type="number" min={1} {...register('chapters')} />}
        </FormField>
      )}
      {kind === 'solution' && (
        <FormField id="chapter" label="Chapter" error={errors.chapter?.message}>
          {(c) => <Input {...c} placeholder="1. Real Numbers" {...register('chapter')} />}
        </FormField>
      )}
      {kind === 'paper' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="exam" label="Exam" error={errors.exam?.message}>
            {(c) => (
              <Select {...c} {...register('exam')}>
                <option value="">Choose an exam</option>
                {PAPER_EXAMS.map((x) => (
                  <option key={x}>{x}</option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="year" label="Year" error={errors.year?.message}>
            {(c) => <Input {...c} type="number" inputMode="numeric" {...register('year')} />}
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="coverImage"
          label="Cover image URL (optional)"
          error={errors.coverImage?.message}
        >
          {(c) => <Input {...c} type="url" placeholder="https://" {...register('coverImage')} />}
        </FormField>
        <FormField id="source" label="Source" error={errors.source?.message}>
          {(c) => <Input {...c} {...register('source')} />}
        </FormField>
      </div>
      <LinkOrFileField
        idPrefix="resource"
        method={method}
        onMethod={(m) => setValue('uploadMethod', m)}
        linkInput={register('link')}
        linkError={errors.link?.message}
        file={file}
        onFile={(f) => {
          setFile(f);
          setFileError(undefined);
        }}
        fileError={fileError}
        storedFileName={storedFileName}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
