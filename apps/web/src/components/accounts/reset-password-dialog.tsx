import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_NEW } from '@academy/contract/auth';
import { resetPasswordSchema } from '@academy/contract/students';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';

const minLength = PASSWORD_MIN_NEW;

interface ResetPasswordDialogProps {
  /** Whose password it is, for the title. */
  name: string;
  /** Sends the new password: the area's own mutation, answering with the server's message. */
  onReset: (password: string) => Promise<{ message?: string | null }>;
  onClose: () => void;
}

/**
 * An administrator's new password for anyone's account (a student, a teacher, a parent). The
 * server signs them out everywhere and has them choose their own at the next sign-in.
 */
export function ResetPasswordDialog({ name, onReset, onClose }: ResetPasswordDialogProps) {
  const { t } = useLingui();
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
      const { message } = await onReset(password);
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
        id="reset-password"
        label={t`New password`}
        hint={t`At least ${minLength} characters`}
        error={errors.password?.message}
      >
        {(field) => <Input {...field} {...register('password')} type="text" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
