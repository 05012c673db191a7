import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../components/login-form';

/** Where a guard sent the visitor from, if it is a path inside this app. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : '/courses';
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">Login</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        Welcome back. Sign in with your phone number.
      </p>
      <LoginForm
        onSuccess={(user) =>
          void navigate(user.mustChangePassword ? '/choose-password' : target, { replace: true })
        }
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New here?{' '}
        <Link
          to="/register"
          state={location.state}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
