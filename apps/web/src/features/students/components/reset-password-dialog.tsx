import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { PASSWORD_MIN_NEW } from '@academy/contract/auth';
import { resetPasswordSchema, type StudentRow } from '@academy/contract/students';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useResetStudentPassword } from '../api/reset-student-password';

const minLength = PASSWORD_MIN_NEW;

interface ResetPasswordDialogProps {
  student: StudentRow;
  onClose: () => void;
}

/** Sets a new password for a student; the server signs them out everywhere. */
export function ResetPasswordDialog({ student, onClose }: ResetPasswordDialogProps) {
  const { t } = useLingui();
  const name = student.name;
  const resetPassword = useResetStudentPassword();
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
      const { message } = await resetPassword.mutateAsync({ id: student.userId, password });
      toast.success(message ?? t`Password reset`);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ['password']);
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Reset password for {name}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Tell the student their new password. They will be signed out on every device.
          </Trans>
        </DialogDescription>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            id="reset-password"
            label={t`New password`}
            hint={t`At least ${minLength} characters`}
            error={errors.password?.message}
          >
            {(field) => (
              <Input {...field} {...register('password')} type="text" autoComplete="off" />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Resetting...` : t`Reset password`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
