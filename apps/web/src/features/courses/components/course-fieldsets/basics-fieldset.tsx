import { Trans, useLingui } from '@lingui/react/macro';
import { COURSE_LEVELS } from '@academy/contract/courses';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { COURSE_LEVEL_NAMES } from '@/lib/i18n/messages/courses';
import type { CourseFieldsetProps } from './fieldset-props';

/** Title, descriptions, thumbnail, level, language and duration. */
export function BasicsFieldset({ form: { register }, err }: CourseFieldsetProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="grid gap-4 rounded-lg border p-6">
      <legend className="px-1 text-lg font-semibold">
        <Trans>Basic information</Trans>
      </legend>
      <FormField id="title" label={t`Title`} error={err('title')}>
        {(c) => <Input {...c} {...register('title')} />}
      </FormField>
      <FormField id="shortDescription" label={t`Short description`} error={err('shortDescription')}>
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
  );
}
