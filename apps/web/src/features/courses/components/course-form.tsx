import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { CourseForm as CourseFormValues } from '@academy/contract/courses';
import { Button } from '@/components/ui/button';
import { courseFormResolver, errorAt, formPathOf, type CourseFormState } from './course-form-state';
import { BasicsFieldset } from './course-fieldsets/basics-fieldset';
import { FaqFieldset } from './course-fieldsets/faq-fieldset';
import { LinksFieldset } from './course-fieldsets/links-fieldset';
import { PricingFieldset } from './course-fieldsets/pricing-fieldset';
import { TagsFieldset } from './course-fieldsets/tags-fieldset';

interface CourseFormProps {
  initial: CourseFormState;
  mode: 'create' | 'edit';
  onSubmit: (values: CourseFormValues) => Promise<Record<string, string> | void>;
}

/** /admin/upload: every field, default, rule and message of product §4.2. */
export function CourseForm({ initial, mode, onSubmit }: CourseFormProps) {
  const form = useForm<CourseFormState, unknown, CourseFormValues>({
    resolver: courseFormResolver,
    defaultValues: initial,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const err = (path: string) => errorAt(errors, path);
  const { t } = useLingui();

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors)
      for (const [path, text] of Object.entries(fieldErrors))
        setError(formPathOf(path), { message: text });
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="grid gap-8">
      <BasicsFieldset form={form} err={err} />
      <TagsFieldset form={form} err={err} />
      <PricingFieldset form={form} err={err} initialStatus={initial.status} />
      <LinksFieldset form={form} err={err} />
      <FaqFieldset form={form} err={err} />
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
