import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import {
  GENDERS,
  STREAMS,
  STUDENT_CLASS_OPTIONS,
  classNeedsStream,
} from '@academy/contract/classes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { genderLabelOf } from '@/lib/i18n/account-labels';
import { classLabelOf, streamLabelOf } from '@/lib/i18n/study-filter-names';

/** The part of the registration and profile forms that describes a student. */
export interface StudentDetails {
  school: string;
  class: string;
  stream?: string | null | undefined;
  gender: string;
}

interface StudentDetailsFieldsProps {
  idPrefix: string;
  // The parent form's values extend StudentDetails; react-hook-form's types are invariant.
  register: UseFormRegister<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  setValue: UseFormSetValue<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors: FieldErrors<StudentDetails>;
  /** The class chosen now (the parent watches it): the stream is shown only for 11 and 12. */
  selectedClass: string | undefined;
  /**
   * What a form posted without script came back with: written into the markup, since
   * react-hook-form fills its inputs only once the script runs.
   */
  posted?: Record<string, string>;
}

/** School, class, stream (only for classes 11 and 12) and gender, as registration asks them. */
export function StudentDetailsFields({
  idPrefix,
  register,
  setValue,
  errors,
  selectedClass,
  posted,
}: StudentDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const showStream = classNeedsStream(selectedClass);
  const genderError = errors.gender?.message;
  const genderErrorId = `${idPrefix}-gender-error`;

  return (
    <>
      <FormField id={`${idPrefix}-school`} label={t`School`} error={errors.school?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('school')}
            defaultValue={posted?.school}
            autoComplete="organization"
          />
        )}
      </FormField>

      <div className={cn('grid gap-5', showStream && 'sm:grid-cols-2')}>
        <FormField id={`${idPrefix}-class`} label={t`Class`} error={errors.class?.message}>
          {(field) => (
            <Select
              {...field}
              {...register('class', {
                // Only classes 11 and 12 keep a stream.
                onChange: (event: { target: { value: string } }) => {
                  if (!classNeedsStream(event.target.value)) setValue('stream', '');
                },
              })}
              defaultValue={posted?.class ?? ''}
            >
              <option value="" disabled>
                <Trans>Select your class</Trans>
              </option>
              {STUDENT_CLASS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {classLabelOf(i18n, option.value)}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        {showStream && (
          <FormField id={`${idPrefix}-stream`} label={t`Stream`} error={errors.stream?.message}>
            {(field) => (
              <Select {...field} {...register('stream')} defaultValue={posted?.stream}>
                <option value="" disabled>
                  <Trans>Select your stream</Trans>
                </option>
                {STREAMS.map((stream) => (
                  <option key={stream} value={stream}>
                    {streamLabelOf(i18n, stream)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>

      <fieldset className="grid gap-2" aria-describedby={genderError ? genderErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Gender</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {GENDERS.map((gender) => (
            <label key={gender} className="flex items-center gap-2 text-sm">
              <input
                {...register('gender')}
                type="radio"
                value={gender}
                defaultChecked={posted?.gender === gender}
                aria-invalid={Boolean(genderError)}
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              {genderLabelOf(i18n, gender)}
            </label>
          ))}
        </div>
        {genderError && (
          <p id={genderErrorId} className="text-sm font-medium text-destructive">
            {translateMessage(i18n, genderError)}
          </p>
        )}
      </fieldset>
    </>
  );
}
