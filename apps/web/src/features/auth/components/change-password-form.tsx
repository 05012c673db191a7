import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_NEW,
  changePasswordSchema,
  type ChangePasswordInput,
} from '@academy/contract/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordField } from '@/components/new-password-field';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword, type ChangePasswordValues } from '../api/change-password';

/**
 * Current and new password; the server signs every other device out. `onChanged` runs after the
 * server has accepted the new one.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_NEW;
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await changePassword.mutateAsync(values);
      toast.success(message ?? AUTH_MESSAGES.passwordChanged);
      reset();
      onChanged?.();
    } catch (error) {
      showServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      toast.error(
        error instanceof ApiError
          ? error.message
          : t`Could not change your password. Please try again.`,
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <FormField
        id="password-current"
        label={t`Current password`}
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <NewPasswordField
        id="password-new"
        label={t`New password`}
        hint={t`At least ${minLength} characters. Other devices will be signed out.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? t`Changing...` : t`Change password`}
      </Button>
    </form>
  );
}
