import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { Link, useNavigate } from 'react-router';
import { PHONE_CODE_MESSAGES, type PhoneCodeAvailability } from '@academy/contract/phone-codes';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /forgot-password: a code to the phone, then a new password; or, without SMS, the academy. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const availability = useQuery({
    queryKey: ['auth', 'forgot-password'],
    queryFn: async () => (await api.get<PhoneCodeAvailability>('/auth/forgot-password')).data,
  });

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Forgot password?</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        <Trans>We send a 6-digit code to your phone. Enter it with a new password.</Trans>
      </p>
      {/* The form from the first paint (the server's, before any script): an academy that
          cannot send codes refuses its post in its own words, and says so here once known. */}
      {availability.data?.available === false ? (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {translateMessage(i18n, PHONE_CODE_MESSAGES.unavailable)}{' '}
          <Link
            to="/contact"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Contact the academy</Trans>
          </Link>
        </p>
      ) : (
        <ResetPasswordForm
          onDone={(message) => {
            toast.success(message);
            void navigate('/login', { replace: true });
          }}
        />
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Trans>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to login
          </Link>
        </Trans>
      </p>
    </>
  );
}
