import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { CourseStatus } from '@academy/contract/courses';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { COURSE_STATUS_NAMES } from '@/lib/i18n/messages/courses';
import type { CourseFieldsetProps } from './fieldset-props';

/** Free or the price in rupees (sent in paise), and the status. */
export function PricingFieldset({
  form: { register, control },
  err,
  initialStatus,
}: CourseFieldsetProps & { initialStatus: CourseStatus }) {
  const { t, i18n } = useLingui();
  const isFree = useWatch({ control, name: 'isFree' });
  return (
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
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...register('price')}
            />
          )}
        </FormField>
      )}
      <FormField id="status" label={t`Status`} error={err('status')}>
        {(c) => (
          <Select {...c} {...register('status')}>
            <option value="published">{i18n._(COURSE_STATUS_NAMES.published)}</option>
            <option value="draft">{i18n._(COURSE_STATUS_NAMES.draft)}</option>
            {/* Only deleting a course with students archives it; an edit may keep it so. */}
            {initialStatus === 'archived' && (
              <option value="archived">{i18n._(COURSE_STATUS_NAMES.archived)}</option>
            )}
          </Select>
        )}
      </FormField>
    </fieldset>
  );
}
