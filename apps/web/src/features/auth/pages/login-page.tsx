import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { pathAfterSignIn, returnSearch } from '@academy/contract/return-path';
import { PASSWORD_CHANGED, PASSWORD_CHANGED_PARAM } from '@academy/contract/page-data';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-code-messages';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { NativeFormMessage } from '@/components/native-form-message';
import { LoginForm } from '../components/login-form';
import { forgetSignedOutNotice, readSignedOutNotice } from '../lib/signed-out-notice';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  // Shown once: read as the page opens, forgotten when it closes.
  const [signedOutNotice] = useState(readSignedOutNotice);
  useEffect(() => forgetSignedOutNotice, []);
  // A password reset posted without script lands here (native-forms/routes.ts); with script the
  // same message is a toast.
  const passwordChanged =
    new URLSearchParams(location.search).get(PASSWORD_CHANGED_PARAM) === PASSWORD_CHANGED;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Login</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        <Trans>Welcome back. Sign in with your phone number.</Trans>
      </p>
      {signedOutNotice && (
        <p
          role="alert"
          className="mb-6 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          {translateMessage(i18n, signedOutNotice)}
        </p>
      )}
      {passwordChanged && (
        <div className="mb-6">
          <NativeFormMessage
            result={{ values: {}, sent: true, message: PHONE_CODE_MESSAGES.resetDone }}
          />
        </div>
      )}
      <LoginForm
        onSuccess={(user) =>
          void navigate(pathAfterSignIn(user, location.search), { replace: true })
        }
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Trans>
          New here?{' '}
          <Link
            to={{ pathname: '/register', search: returnSearch(location.search) }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </Trans>
      </p>
    </>
  );
}
