import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { MAX_CATEGORIES, MAX_TAGS } from '@academy/contract/courses';
import { PROGRAMS } from '@academy/contract/programs';
import { TagInput } from '@/components/tag-input';
import { FormField } from '@/components/ui/form-field';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import type { CourseFieldsetProps } from './fieldset-props';

/** Tags, categories, programs and requirements: what the catalogue finds the course by. */
export function TagsFieldset({ form: { register, control }, err }: CourseFieldsetProps) {
  const { t, i18n } = useLingui();
  const maxTags = MAX_TAGS;
  const maxCategories = MAX_CATEGORIES;
  return (
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
              <TagInput {...c} value={field.value} onChange={field.onChange} max={MAX_CATEGORIES} />
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
              <input type="checkbox" value={p.slug} className="size-4" {...register('programs')} />
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
  );
}
