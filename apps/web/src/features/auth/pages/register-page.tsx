import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathAfterSignIn, returnSearch } from '@academy/contract/return-path';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const navigate = useNavigate();
  const search = returnSearch(useLocation().search);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Create your account</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        <Trans>Register as a student to enrol in courses and take tests.</Trans>
      </p>
      <RegisterForm
        onSuccess={(confirmPhone, notice) =>
          void navigate(
            confirmPhone ? { pathname: '/confirm-phone', search } : pathAfterSignIn(null, search),
            { replace: true, state: confirmPhone ? { phone: confirmPhone, notice } : undefined },
          )
        }
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Trans>
          Already registered?{' '}
          <Link
            to={{ pathname: '/login', search }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </Trans>
      </p>
    </>
  );
}
