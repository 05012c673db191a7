import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { homePathOf } from '@academy/contract/roles';
import { SessionSpinner } from '@/components/session-spinner';
import { Redirect } from '@/lib/redirect';
import { meQueryKey, useUser } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * Where a user whose password someone else chose (the generated administrator's) must replace
 * it before anything else; everyone else goes on to their home.
 */
export function ChoosePasswordPage() {
  const { user, isPending } = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (isPending) return <SessionSpinner />;
  if (!user) return <Redirect to="/login" />;
  const home = homePathOf(user.roles);
  if (!user.mustChangePassword) return <Redirect to={home} />;

  const onChanged = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    void navigate(home, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Choose a new password</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Your password was set for you, so others may know it. Choose one only you know to
            continue: enter the current password and your new one.
          </Trans>
        </p>
      </div>
      <ChangePasswordForm onChanged={onChanged} />
    </div>
  );
}
