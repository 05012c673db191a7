import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Plus, Trash2 } from 'lucide-react';
import {
  COURSE_FORM_DEFAULTS,
  COURSE_LEVELS,
  MAX_CATEGORIES,
  MAX_TAGS,
  courseFormSchema,
  type CourseDetail,
  type CourseForm as CourseFormValues,
} from '@academy/contract/courses';
import { PROGRAMS } from '@academy/contract/programs';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';
import { TagInput } from '@/components/tag-input';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { COURSE_LEVEL_NAMES, COURSE_STATUS_NAMES } from '@/lib/i18n/messages/courses';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';

/** A link row as edited: a playlist's hand-typed videos are one "URL | title" per line. */
interface LinkRow {
  link: string;
  position: number;
  title: string;
  freePreview: boolean;
  videosText: string;
}

export type CourseFormState = Omit<typeof COURSE_FORM_DEFAULTS, 'courseLink' | 'programs'> & {
  programs: string[];
  courseLink: LinkRow[];
};

export const emptyCourseForm = (): CourseFormState => ({
  ...COURSE_FORM_DEFAULTS,
  faq: COURSE_FORM_DEFAULTS.faq.map((f) => ({ ...f })),
  courseLink: [],
});

export function courseToForm(course: CourseDetail): CourseFormState {
  return {
    title: course.title,
    description: course.description,
    shortDescription: course.shortDescription,
    tags: course.tags,
    category: course.category,
    programs: course.programs,
    isFree: course.isFree,
    price: course.price,
    level: course.level,
    language: course.language,
    duration: course.durationAsSet ?? course.duration,
    courseThumbnail: course.courseThumbnail,
    prerequisites: course.prerequisites,
    faq: course.faq,
    courseLink: (course.courseLink ?? []).map((l) => ({
      link: l.link,
      position: l.position,
      title: l.title,
      freePreview: l.freePreview,
      videosText: l.videos.map((v) => (v.title ? `${v.link} | ${v.title}` : v.link)).join('\n'),
    })),
    status: course.status,
  };
}

const toPayload = (values: CourseFormState) => ({
  ...values,
  courseLink: values.courseLink.map(({ videosText, ...rest }) => ({
    ...rest,
    videos: videosText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [link = '', ...title] = line.split('|');
        return { link: link.trim(), title: title.join('|').trim() };
      }),
  })),
});

const schemaResolver = formResolver(courseFormSchema);
const resolver: Resolver<CourseFormState, unknown, CourseFormValues> = async (values, ctx, opts) =>
  (await schemaResolver(toPayload(values) as never, ctx, opts as never)) as never;

interface CourseFormProps {
  initial: CourseFormState;
  mode: 'create' | 'edit';
  onSubmit: (values: CourseFormValues) => Promise<Record<string, string> | void>;
}

const message = (errors: FieldErrors, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const m = (node as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' ? m : undefined;
};

/** /admin/upload: every field, default, rule and message of product §4.2. */
export function CourseForm({ initial, mode, onSubmit }: CourseFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CourseFormState, unknown, CourseFormValues>({ resolver, defaultValues: initial });
  const faq = useFieldArray({ control, name: 'faq' });
  const links = useFieldArray({ control, name: 'courseLink' });
  useEffect(() => reset(initial), [initial, reset]);
  const isFree = useWatch({ control, name: 'isFree' });
  const err = (path: string) => message(errors, path);
  const { t, i18n } = useLingui();
  const maxTags = MAX_TAGS;
  const maxCategories = MAX_CATEGORIES;

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors)
      for (const [path, text] of Object.entries(fieldErrors))
        setError(path as never, { message: text });
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="grid gap-8">
      <fieldset className="grid gap-4 rounded-lg border p-6">
        <legend className="px-1 text-lg font-semibold">
          <Trans>Basic information</Trans>
        </legend>
        <FormField id="title" label={t`Title`} error={err('title')}>
          {(c) => <Input {...c} {...register('title')} />}
        </FormField>
        <FormField
          id="shortDescription"
          label={t`Short description`}
          error={err('shortDescription')}
        >
          {(c) => <Input {...c} {...register('shortDescription')} />}
        </FormField>
        <FormField id="description" label={t`Description`} error={err('description')}>
          {(c) => <Textarea {...c} rows={6} {...register('description')} />}
        </FormField>
        <FormField id="courseThumbnail" label={t`Thumbnail URL`} error={err('courseThumbnail')}>
          {(c) => <Input {...c} type="url" {...register('courseThumbnail')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="level" label={t`Level`} error={err('level')}>
            {(c) => (
              <Select {...c} {...register('level')}>
                {COURSE_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {i18n._(COURSE_LEVEL_NAMES[l])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="language" label={t`Language`} error={err('language')}>
            {(c) => <Input {...c} {...register('language')} />}
          </FormField>
          <FormField
            id="duration"
            label={t`Duration (minutes)`}
            hint={t`Shown while a lesson's length is unknown; otherwise the lessons' lengths are added up.`}
            error={err('duration')}
          >
            {(c) => <Input {...c} type="number" min={1} {...register('duration')} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-6">
        <legend className="px-1 text-lg font-semibold">
          <Trans>Tags, categories and programs</Trans>
        </legend>
        <FormField
          id="tags"
          label={t`Tags`}
          hint={t`Press Enter or comma to add; up to ${maxTags}.`}
          error={err('tags')}
        >
          {(c) => (
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput {...c} value={field.value} onChange={field.onChange} max={MAX_TAGS} />
              )}
            />
          )}
        </FormField>
        <FormField
          id="category"
          label={t`Categories`}
          hint={t`For example science, commerce, arts, technology, humanities; up to ${maxCategories}.`}
          error={err('category')}
        >
          {(c) => (
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <TagInput
                  {...c}
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_CATEGORIES}
                />
              )}
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Programs</Trans>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PROGRAMS.map((p) => (
              <label key={p.slug} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={p.slug}
                  className="size-4"
                  {...register('programs')}
                />
                {i18n._(PROGRAM_NAMES[p.slug].label)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          id="prerequisites"
          label={t`Requirements (prerequisites)`}
          hint={t`Press Enter to add each requirement.`}
          error={err('prerequisites')}
        >
          {(c) => (
            <Controller
              control={control}
              name="prerequisites"
              render={({ field }) => (
                <TagInput {...c} value={field.value} onChange={field.onChange} max={20} />
              )}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-6">
        <legend className="px-1 text-lg font-semibold">
          <Trans>Pricing and publishing</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register('isFree')} />
          <Trans>Free course</Trans>
        </label>
        {!isFree && (
          <FormField id="price" label={t`Price (₹)`} error={err('price')}>
            {(c) => <Input {...c} type="number" min={0} step="0.01" {...register('price')} />}
          </FormField>
        )}
        <FormField id="status" label={t`Status`} error={err('status')}>
          {(c) => (
            <Select {...c} {...register('status')}>
              <option value="published">{i18n._(COURSE_STATUS_NAMES.published)}</option>
              <option value="draft">{i18n._(COURSE_STATUS_NAMES.draft)}</option>
              {/* Only deleting a course with students archives it; an edit may keep it so. */}
              {initial.status === 'archived' && (
                <option value="archived">{i18n._(COURSE_STATUS_NAMES.archived)}</option>
              )}
            </Select>
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-6">
        <legend className="px-1 text-lg font-semibold">
          <Trans>Course content (YouTube links)</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Add YouTube video or playlist links. A playlist becomes a chapter. Titles left blank are
            fetched from YouTube when it is configured, otherwise numbered.
          </Trans>
        </p>
        {err('courseLink') && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {translateMessage(i18n, err('courseLink')!)}
          </p>
        )}
        {links.fields.map((field, i) => {
          const n = i + 1;
          return (
            <div key={field.id} className="grid gap-3 rounded-md border p-4">
              <div className="grid gap-3 sm:grid-cols-[1fr_120px]">
                <FormField
                  id={`link-${i}`}
                  label={t`Link ${n} URL`}
                  error={err(`courseLink.${i}.link`)}
                >
                  {(c) => <Input {...c} type="url" {...register(`courseLink.${i}.link`)} />}
                </FormField>
                <FormField
                  id={`position-${i}`}
                  label={t`Link ${n} position`}
                  error={err(`courseLink.${i}.position`)}
                >
                  {(c) => (
                    <Input {...c} type="number" min={1} {...register(`courseLink.${i}.position`)} />
                  )}
                </FormField>
              </div>
              <FormField
                id={`link-title-${i}`}
                label={t`Link ${n} title (optional)`}
                error={err(`courseLink.${i}.title`)}
              >
                {(c) => <Input {...c} {...register(`courseLink.${i}.title`)} />}
              </FormField>
              <FormField
                id={`link-videos-${i}`}
                label={t`Link ${n} playlist videos`}
                hint={t`Required for a playlist unless the server has a YouTube API key (YOUTUBE_API_KEY): one video link per line, optionally followed by | and its title.`}
                error={
                  // The server's word (a playlist it cannot read), else the form's own check.
                  err(`courseLink.${i}.videos`) ??
                  ((errors.courseLink?.[i] as { videos?: unknown } | undefined)?.videos
                    ? t`Each line must be a valid YouTube video URL`
                    : undefined)
                }
              >
                {(c) => (
                  <Textarea
                    {...c}
                    rows={3}
                    className="font-mono sm:text-sm"
                    {...register(`courseLink.${i}.videosText`)}
                  />
                )}
              </FormField>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    {...register(`courseLink.${i}.freePreview`)}
                  />
                  <Trans>Free preview</Trans>
                </label>
                <Button type="button" variant="outline" size="sm" onClick={() => links.remove(i)}>
                  <Trash2 aria-hidden="true" /> <Trans>Remove link {n}</Trans>
                </Button>
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            links.append({
              link: '',
              position: links.fields.length + 1,
              title: '',
              freePreview: false,
              videosText: '',
            })
          }
        >
          <Plus aria-hidden="true" /> <Trans>Add link</Trans>
        </Button>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-6">
        <legend className="px-1 text-lg font-semibold">
          <Trans>FAQ</Trans>
        </legend>
        {faq.fields.map((field, i) => {
          const n = i + 1;
          return (
            <div key={field.id} className="grid gap-3 rounded-md border p-4">
              <FormField
                id={`faq-q-${i}`}
                label={t`Question ${n}`}
                error={err(`faq.${i}.question`)}
              >
                {(c) => <Input {...c} {...register(`faq.${i}.question`)} />}
              </FormField>
              <FormField id={`faq-a-${i}`} label={t`Answer ${n}`} error={err(`faq.${i}.answer`)}>
                {(c) => <Input {...c} {...register(`faq.${i}.answer`)} />}
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-end"
                onClick={() => faq.remove(i)}
              >
                <Trash2 aria-hidden="true" /> <Trans>Remove question {n}</Trans>
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => faq.append({ question: '', answer: '' })}
        >
          <Plus aria-hidden="true" /> <Trans>Add question</Trans>
        </Button>
      </fieldset>

      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting
          ? mode === 'edit'
            ? t`Updating...`
            : t`Uploading...`
          : mode === 'edit'
            ? t`Update Course`
            : t`Upload course`}
      </Button>
    </form>
  );
}
