import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { returnSearch } from '@academy/contract/return-path';
import { useForm } from 'react-hook-form';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { toast } from '@/lib/toast';
import type { LoginInput, User } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-code-messages';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { fieldErrorsOf, useNativeFormResult } from '@/lib/native-form';
import { VisitorForm } from '@/components/visitor-form';
import { PhoneField } from '@/components/phone-field';
import { useLogin, type LoginValues } from '../api/login';

const validation = lazyFormResolver(() =>
  import('@academy/contract/auth').then((contract) => contract.loginSchema),
);

/**
 * Product §6.4: the server's message ('Login failed' when its answer has none, see `login`), the
 * error's message, or 'Login error'.
 */
function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return AUTH_MESSAGES.loginError;
}

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  // The page's own address, in its language, with where to go back to: the server answers a
  // post there (no script).
  const search = returnSearch(useLocation().search);
  const action = useHref({ pathname: '/login', search });
  const { t } = useLingui();
  const login = useLogin();
  const navigate = useNavigate();
  const posted = useNativeFormResult('login');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: validation.resolver,
    defaultValues: { phone: '', password: '', ...posted?.values },
    errors: fieldErrorsOf<LoginInput>(posted),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user, message } = await login.mutateAsync(values);
      toast.arrival(message ?? AUTH_MESSAGES.loggedIn);
      onSuccess(user);
    } catch (error) {
      // A sign-up still waiting for its code: the code has been sent again; enter it.
      if (error instanceof ApiError && error.message === PHONE_CODE_MESSAGES.confirmFirst) {
        void navigate(
          { pathname: '/confirm-phone', search },
          { state: { phone: values.phone, notice: PHONE_CODE_MESSAGES.confirmFirst } },
        );
        return;
      }
      showServerFieldErrors(error, setError, ['phone', 'password']);
      toast.error(loginErrorMessage(error));
    }
  });

  return (
    <VisitorForm
      action={action}
      posted={posted}
      onSubmit={onSubmit}
      onFirstFocus={validation.preload}
    >
      <PhoneField
        id="login-phone"
        label={t`Phone number`}
        error={errors.phone?.message}
        {...register('phone')}
        defaultValue={posted?.values.phone}
      />
      <FormField id="login-password" label={t`Password`} error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-3 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Forgot password?</Trans>
      </Link>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Trans>Logging In...</Trans> : <Trans>Login</Trans>}
      </Button>
    </VisitorForm>
  );
}
