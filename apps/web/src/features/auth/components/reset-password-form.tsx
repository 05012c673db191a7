import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { phoneSchema } from '@academy/contract/auth';
import {
  PHONE_CODE_MESSAGES,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@academy/contract/phone-codes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordField } from '@/components/new-password-field';
import { PhoneField } from '@/components/phone-field';
import { ApiError, api } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { fieldErrorsOf, useNativeFormResult } from '@/lib/native-form';
import { useHref } from 'react-router';
import { codeInputProps, resendLabel, useResendCountdown, useWebOtp } from '../lib/code-entry';

const phoneStep = z.object({ phone: phoneSchema });

/**
 * Forgot password in two steps: the phone (a code is sent if it has an account; the answer is
 * the same either way), then the code and a new password. A new code can be asked for after
 * 30 seconds.
 */
export function ResetPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { t, i18n } = useLingui();
  // Both steps post to the page's own address, which the server answers before the script has
  // run (native-forms/routes.ts): the code sent, the page comes back at the second step.
  const action = useHref('/forgot-password');
  const posted = useNativeFormResult('forgot-password');
  const postedPhone = posted?.values.phone;
  const atSecondStep =
    postedPhone !== undefined && (posted?.sent === true || posted?.values.code !== undefined);
  const [phone, setPhone] = useState<string | null>(atSecondStep ? postedPhone : null);
  const [notice, setNotice] = useState(atSecondStep ? PHONE_CODE_MESSAGES.sent : '');
  // Refused for no one field (too many tries, no SMS): the server's word, as a failure.
  const [failure, setFailure] = useState(
    posted?.message && !posted.sent && !Object.keys(posted.errors ?? {}).length
      ? posted.message
      : '',
  );
  const [left, restart] = useResendCountdown();

  const ask = useForm<{ phone: string }>({
    resolver: formResolver(phoneStep),
    defaultValues: { phone: atSecondStep ? '' : (postedPhone ?? '') },
    errors: atSecondStep ? undefined : fieldErrorsOf(posted),
  });
  const reset = useForm<ResetPasswordInput>({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { phone: postedPhone ?? '', code: posted?.values.code ?? '', password: '' },
    errors: atSecondStep ? fieldErrorsOf(posted) : undefined,
  });
  useWebOtp(phone !== null, (code) => reset.setValue('code', code));

  async function send(value: string) {
    setFailure('');
    try {
      const { message } = await api.post<null>('/auth/forgot-password', { phone: value });
      setPhone(value);
      reset.setValue('phone', value);
      setNotice(message ?? PHONE_CODE_MESSAGES.sent);
      restart();
    } catch (error) {
      if (phone === null) showServerFieldErrors(error, ask.setError, ['phone']);
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  }

  const onAsk = ask.handleSubmit(({ phone: value }) => send(value));
  const onReset = reset.handleSubmit(async (values) => {
    setFailure('');
    try {
      const { message } = await api.post<null>('/auth/reset-password', values);
      onDone(message ?? PHONE_CODE_MESSAGES.resetDone);
    } catch (error) {
      showServerFieldErrors(error, reset.setError, ['code', 'password']);
      if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length))
        setFailure(error instanceof ApiError ? error.message : String(error));
    }
  });

  if (phone === null)
    return (
      <form method="post" action={action} onSubmit={onAsk} noValidate className="grid gap-5">
        <PhoneField
          id="forgot-phone"
          label={t`Phone number`}
          error={ask.formState.errors.phone?.message}
          {...ask.register('phone')}
          defaultValue={postedPhone}
        />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {translateMessage(i18n, failure)}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={ask.formState.isSubmitting}>
          {ask.formState.isSubmitting ? t`Sending…` : t`Send code`}
        </Button>
      </form>
    );

  return (
    <form method="post" action={action} onSubmit={onReset} noValidate className="grid gap-5">
      <input type="hidden" name="phone" value={phone} />
      <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
        {translateMessage(i18n, notice)}
      </p>
      <FormField
        id="reset-code"
        label={t`6-digit code`}
        error={reset.formState.errors.code?.message}
      >
        {(control) => (
          // In the server's page too (a post before the script ran): the form fills it only later.
          <Input
            {...control}
            {...reset.register('code')}
            {...codeInputProps}
            defaultValue={posted?.values.code}
          />
        )}
      </FormField>
      <NewPasswordField
        id="reset-password"
        label={t`New password`}
        error={reset.formState.errors.password?.message}
        {...reset.register('password')}
      />
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(i18n, failure)}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={reset.formState.isSubmitting}>
        {reset.formState.isSubmitting ? t`Changing…` : t`Change password`}
      </Button>
      <Button type="button" variant="outline" disabled={left > 0} onClick={() => void send(phone)}>
        {resendLabel(i18n, left)}
      </Button>
    </form>
  );
}
