import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { codeSchema } from '@academy/contract/phone-codes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { fieldErrorsOf } from '@/lib/native-form';
import type { NativeFormResult } from '@academy/contract/page-data';
import { codeInputProps, resendLabel, useResendCountdown, useWebOtp } from '../lib/code-entry';

const codeOnly = z.object({ code: codeSchema });

interface CodeFormProps {
  id: string;
  /** What the last send said ("We have sent a 6-digit code…"). */
  notice: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; the countdown restarts when it resolves. */
  onResend: () => Promise<void>;
  /**
   * For a page whose form works before its script runs: where it posts (the page's address),
   * the fields that go with the code (the phone), and what the server answered such a post.
   */
  native?: { action: string; hidden: Record<string, string>; posted?: NativeFormResult };
}

/**
 * A six-digit code sent to a phone: typed, offered by the keyboard (one-time-code) or read from
 * the SMS by the browser (WebOTP); a new one after 30 seconds. Server messages (wrong, expired,
 * used, too many tries) show under the field.
 */
export function CodeForm({ id, notice, submitLabel, onSubmit, onResend, native }: CodeFormProps) {
  const { t, i18n } = useLingui();
  const [left, restart] = useResendCountdown();
  const posted = native?.posted;
  // Refused without script for no one field (too many tries): the server's word, as a failure.
  const [failure, setFailure] = useState(
    posted?.message && !Object.keys(posted.errors ?? {}).length ? posted.message : '',
  );
  const { register, handleSubmit, setError, setValue, formState } = useForm<{ code: string }>({
    resolver: formResolver(codeOnly),
    defaultValues: { code: posted?.values.code ?? '' },
    errors: fieldErrorsOf(posted),
  });
  useEffect(restart, []); // eslint-disable-line react-hooks/exhaustive-deps -- a code was just sent
  useWebOtp(
    true,
    useCallback((code: string) => setValue('code', code), [setValue]),
  );

  const submit = handleSubmit(async ({ code }) => {
    setFailure('');
    try {
      await onSubmit(code);
    } catch (error) {
      showServerFieldErrors(error, setError, ['code']);
      if (!(error instanceof ApiError && error.fieldErrors.code))
        setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  const resend = async () => {
    setFailure('');
    try {
      await onResend();
      restart();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form method="post" action={native?.action} onSubmit={submit} noValidate className="grid gap-4">
      {Object.entries(native?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
        {translateMessage(i18n, notice)}
      </p>
      <FormField id={`${id}-code`} label={t`6-digit code`} error={formState.errors.code?.message}>
        {(control) => (
          // In the server's page too (a post before the script ran): the form fills it only later.
          <Input
            {...control}
            {...register('code')}
            {...codeInputProps}
            defaultValue={posted?.values.code}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(i18n, failure)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t`Checking…` : submitLabel}
      </Button>
      <Button type="button" variant="outline" disabled={left > 0} onClick={() => void resend()}>
        {resendLabel(i18n, left)}
      </Button>
    </form>
  );
}
