import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formResolver, withFormFields } from '@/lib/form-resolver';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_NOTE_CATEGORIES,
  MAX_NOTE_TAGS,
  NOTE_MESSAGES,
  noteFormSchema,
  type Note,
  type NoteForm as NoteFormValues,
  type NoteFormInput,
} from '@academy/contract/notes';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { subjectsFor } from '@academy/contract/study-filters';
import { LinkOrFileField, type UploadMethod } from '@/components/link-or-file-field';
import { useMaterialFile } from '@/components/study/use-material-file';
import { TagInput } from '@/components/tag-input';
import { MaterialClassOptions, SubjectInput } from '@/components/study-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';

interface FormState {
  title: string;
  des: string;
  uploadMethod: UploadMethod;
  link: string;
  thumbnail: string;
  category: string[];
  tags: string[];
  subject: string;
  classes: string;
  isFree: boolean;
  price: string;
}

const FIELDS = [
  'title',
  'des',
  'link',
  'thumbnail',
  'category',
  'tags',
  'subject',
  'classes',
  'price',
] as const;

export const noteToForm = (note?: Note): FormState => ({
  title: note?.title ?? '',
  des: note?.des ?? '',
  uploadMethod: note?.file ? 'file' : 'link',
  link: note?.link ?? '',
  thumbnail: note?.thumbnail ?? '',
  category: note?.category ?? [],
  tags: note?.tags ?? [],
  subject: note?.subject ?? '',
  classes: note?.classes ?? '',
  isFree: note?.isFree ?? true,
  price: note?.pricePaise ? paiseToRupees(note.pricePaise) : '',
});

/** What the API takes: the price in paise (NaN for text that is not rupees: the contract says so). */
const toFields = ({ price, ...values }: FormState): NoteFormInput => ({
  ...values,
  pricePaise: price.trim() === '' ? undefined : rupeesToPaise(price),
});

/** The server's and the contract's names for the form's fields where they differ. */
const FORM_FIELD = { pricePaise: 'price' } as const;

const resolver: Resolver<FormState, unknown, NoteFormValues> = withFormFields(
  formResolver(z.custom<FormState>().transform(toFields).pipe(noteFormSchema)),
  FORM_FIELD,
);

/** The contract's NOTE_FORM_PLACEHOLDERS, in the page's language. */
const PLACEHOLDERS = {
  title: msg`e.g. Class 10 Science: Chemical Reactions`,
  des: msg`What the notes cover, chapter by chapter`,
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border bg-card p-6 shadow-sm">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

interface NoteFormProps {
  initial: FormState;
  mode: 'create' | 'edit';
  storedFileName: string | undefined;
  onSubmit: (form: FormData) => Promise<void>;
}

/**
 * Product §4.3 Upload Notes: four cards, link or file, every rule and message. After a
 * create the form resets, the file clears and the method returns to 'link' (product §4.3), but only
 * once it worked: a refusal keeps what was typed, so one wrong field does not cost the rest.
 */
export function NoteForm({ initial, mode, storedFileName, onSubmit }: NoteFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormState, unknown, NoteFormValues>({ resolver, defaultValues: initial });
  const { send, fileField, clearFile } = useMaterialFile({
    fields: FIELDS,
    formField: FORM_FIELD,
    setError,
    storedFileName,
    fileRequired: NOTE_MESSAGES.fileRequired,
    onSubmit,
  });
  const [method, isFree, classes] = useWatch({
    control,
    name: ['uploadMethod', 'isFree', 'classes'],
  });
  const { t, i18n } = useLingui();
  const maxCategories = MAX_NOTE_CATEGORIES;
  const maxTags = MAX_NOTE_TAGS;

  const submit = handleSubmit(async (values) => {
    // Once the server has a new note, the form empties for the next one; a refusal keeps it all.
    if ((await send(values)) && mode === 'create') {
      reset(noteToForm());
      clearFile();
    }
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="grid gap-6">
      <Card title={t`Basic information`}>
        <FormField id="title" label={t`Title`} error={errors.title?.message}>
          {(c) => <Input {...c} placeholder={i18n._(PLACEHOLDERS.title)} {...register('title')} />}
        </FormField>
        <FormField id="des" label={t`Description`} error={errors.des?.message}>
          {(c) => (
            <Textarea {...c} rows={4} placeholder={i18n._(PLACEHOLDERS.des)} {...register('des')} />
          )}
        </FormField>
      </Card>

      <Card title={t`Links & media`}>
        <LinkOrFileField
          idPrefix="note"
          method={method}
          onMethod={(m) => setValue('uploadMethod', m)}
          linkInput={register('link')}
          linkError={errors.link?.message}
          {...fileField}
        />
        <FormField id="thumbnail" label={t`Thumbnail URL`} error={errors.thumbnail?.message}>
          {(c) => (
            <Input
              {...c}
              type="url"
              placeholder="https://example.com/cover.jpg"
              {...register('thumbnail')}
            />
          )}
        </FormField>
      </Card>

      <Card title={t`Categories & tags`}>
        <FormField
          id="category"
          label={t`Categories`}
          hint={t`Press Enter or comma to add; up to ${maxCategories}.`}
          error={errors.category?.message}
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
                  max={MAX_NOTE_CATEGORIES}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="tags"
          label={t`Tags`}
          hint={t`Up to ${maxTags}.`}
          error={errors.tags?.message}
        >
          {(c) => (
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput
                  {...c}
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_NOTE_TAGS}
                />
              )}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="classes" label={t`Class`} error={errors.classes?.message}>
            {(c) => (
              <Select {...c} {...register('classes')}>
                <MaterialClassOptions emptyLabel={t`Any class`} />
              </Select>
            )}
          </FormField>
          <FormField id="subject" label={t`Subject`} error={errors.subject?.message}>
            {(c) => (
              <SubjectInput
                {...c}
                listId="note-subjects"
                subjects={subjectsFor(classes, undefined)}
                {...register('subject')}
              />
            )}
          </FormField>
        </div>
      </Card>

      <Card title={t`Pricing & access`}>
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            {...register('isFree', {
              onChange: (e: { target: { checked: boolean } }) => {
                if (e.target.checked) setValue('price', '');
              },
            })}
          />
          <Trans>Free for everyone</Trans>
        </label>
        {!isFree && (
          <FormField
            id="price"
            label={t`Price (₹)`}
            error={errors.price?.message}
            hint={t`A paid note's file must be a PDF without a password: each student gets a copy with their name on every page.`}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                min={0}
                step="1"
                inputMode="decimal"
                {...register('price')}
              />
            )}
          </FormField>
        )}
      </Card>

      {errors.root?.message && <FormAlert message={errors.root.message} />}
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t`Uploading Notes...` : mode === 'edit' ? t`Save Notes` : t`Upload notes`}
      </Button>
    </form>
  );
}
