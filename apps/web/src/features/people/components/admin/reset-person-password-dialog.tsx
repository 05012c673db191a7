import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { PASSWORD_MIN_NEW } from '@academy/contract/auth';
import type { PersonRow } from '@academy/contract/people';
import { resetPasswordSchema } from '@academy/contract/students';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useResetPersonPassword } from '../../api/reset-person-password';

const minLength = PASSWORD_MIN_NEW;

/** Sets a new password; the server signs them out everywhere and asks for a new one at sign-in. */
export function ResetPersonPasswordDialog({
  person,
  onClose,
}: {
  person: PersonRow;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = person.name;
  const resetPassword = useResetPersonPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword.mutateAsync({ id: person.userId, password });
      toast.success(message ?? t`Password reset`);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ['password']);
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  });

  return (
    <FormDialog
      title={t`Reset password for ${name}`}
      description={t`Tell them their new password. They will be signed out on every device and choose their own at the next sign-in.`}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t`Reset password`}
      onClose={onClose}
    >
      <FormField
        id="person-new-password"
        label={t`New password`}
        hint={t`At least ${minLength} characters`}
        error={errors.password?.message}
      >
        {(field) => <Input {...field} {...register('password')} type="text" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
