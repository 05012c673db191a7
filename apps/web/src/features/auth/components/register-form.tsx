import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useHref, useLocation } from 'react-router';
import { returnSearch } from '@academy/contract/return-path';
import { useForm, useWatch } from 'react-hook-form';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { toast } from '@/lib/toast';
import type { RegisterInput } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { NameField } from '@/components/name-field';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { fieldErrorsOf, useNativeFormResult } from '@/lib/native-form';
import { VisitorForm } from '@/components/visitor-form';
import { NewPasswordField } from '@/components/new-password-field';
import { PhoneField } from '@/components/phone-field';
import { useRegister, type RegisterValues } from '../api/register';
import { StudentDetailsFields } from '@/components/student-details-fields';

const FIELDS = ['name', 'phone', 'password', 'school', 'class', 'stream', 'gender'] as const;
const validation = lazyFormResolver(() =>
  import('@academy/contract/auth').then((contract) => contract.registerSchema),
);

/** Product §6.4: the server message, 'An error occurred during registration', or 'Unexpected error occurred'. */
function registerErrorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError)
    return error.message || i18n._(msg`An error occurred during registration`);
  return i18n._(msg`Unexpected error occurred`);
}

export function RegisterForm({
  onSuccess,
}: {
  /** Signed in (`confirmPhone` null), or a code is on its way to confirm the number. */
  onSuccess: (confirmPhone: string | null, message: string | undefined) => void;
}) {
  // The page's own address, in its language, with where to go back to: the server answers a
  // post there (no script).
  const search = returnSearch(useLocation().search);
  const action = useHref({ pathname: '/register', search });
  const { t, i18n } = useLingui();
  const registerStudent = useRegister();
  const posted = useNativeFormResult('register');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: validation.resolver,
    defaultValues: {
      name: '',
      phone: '',
      password: '',
      school: '',
      stream: '',
      ...(posted?.values as Partial<RegisterInput> | undefined),
    },
    errors: fieldErrorsOf<RegisterInput>(posted),
  });

  const selectedClass = useWatch({ control, name: 'class' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, confirmPhone } = await registerStudent.mutateAsync(values);
      if (!confirmPhone) toast.arrival(message ?? AUTH_MESSAGES.registered);
      onSuccess(confirmPhone, message);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      toast.error(registerErrorMessage(i18n, error));
    }
  });

  return (
    <VisitorForm
      action={action}
      posted={posted}
      onSubmit={onSubmit}
      onFirstFocus={validation.preload}
    >
      <NameField
        id="register-name"
        label={t`Full name`}
        error={errors.name?.message}
        {...register('name')}
        defaultValue={posted?.values.name}
      />

      <PhoneField
        id="register-phone"
        label={t`Phone number`}
        error={errors.phone?.message}
        {...register('phone')}
        defaultValue={posted?.values.phone}
      />

      <NewPasswordField
        id="register-password"
        label={t`Password`}
        error={errors.password?.message}
        {...register('password')}
      />

      <StudentDetailsFields
        idPrefix="register"
        register={register}
        setValue={setValue}
        errors={errors}
        selectedClass={selectedClass}
        posted={posted?.values}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t`Registering...` : t`Register`}
      </Button>
    </VisitorForm>
  );
}
