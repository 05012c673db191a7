import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { CONFIRM_PHONE_PARAM } from '@academy/contract/page-data';
import type { User } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { pathAfterSignIn } from '@academy/contract/return-path';
import { api } from '@/lib/api-client';
import { Redirect } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { meQueryKey } from '@/lib/session';
import { useNativeFormResult } from '@/lib/native-form';
import { CodeForm } from '../components/code-form';

/**
 * /confirm-phone: a new account (with "Confirm phone numbers at sign-up" on) enters the code sent
 * to its number, and is signed in. Reached from registration and from a sign-in attempt.
 */
export function ConfirmPhonePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const state = location.state as { phone?: string; notice?: string } | null;
  const posted = useNativeFormResult('confirm-phone');
  // The number: handed on by the sign-up's script, or, reached without one, in the address
  // (native-forms/routes.ts) and in what a post of this form came back with.
  const phone =
    state?.phone ??
    posted?.values.phone ??
    new URLSearchParams(location.search).get(CONFIRM_PHONE_PARAM);
  // Its own address, number and return path included: the server answers a post there.
  const action = useHref({ pathname: '/confirm-phone', search: location.search });
  if (!phone) return <Redirect to="/login" browserOnly />;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Confirm your phone number</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        <Trans>Enter the code we sent to {phone} to finish signing up.</Trans>
      </p>
      <CodeForm
        id="confirm-phone"
        notice={state?.notice ?? PHONE_CODE_MESSAGES.confirmSent}
        submitLabel={t`Confirm`}
        onSubmit={async (code) => {
          const { data, message } = await api.post<{ user: User }>('/auth/confirm-phone', {
            phone,
            code,
          });
          queryClient.setQueryData(meQueryKey, data.user);
          toast.arrival(message ?? PHONE_CODE_MESSAGES.confirmed);
          void navigate(pathAfterSignIn(data.user, location.search), { replace: true });
        }}
        onResend={async () => {
          await api.post<null>('/auth/confirm-phone/resend', { phone });
        }}
        native={{ action, hidden: { phone }, posted }}
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Trans>
          Wrong number?{' '}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up again
          </Link>
        </Trans>
      </p>
    </>
  );
}
