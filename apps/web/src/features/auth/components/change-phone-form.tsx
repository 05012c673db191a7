import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@academy/contract/auth';
import { PHONE_CODE_MESSAGES, phoneOnlySchema } from '@academy/contract/phone-codes';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/phone-field';
import { ApiError, api } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { meQueryKey } from '@/lib/session';
import { CodeForm } from './code-form';

/** A new phone number, proved with the code sent to it; the number is the account's sign-in. */
export function ChangePhoneForm({ current }: { current: string | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ phone: string; notice: string } | null>(null);
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, reset, formState } = useForm<{ phone: string }>({
    resolver: formResolver(phoneOnlySchema),
    defaultValues: { phone: '' },
  });

  const send = async (phone: string) => {
    const { message } = await api.post<null>('/auth/phone', { phone });
    setPending({ phone, notice: message ?? PHONE_CODE_MESSAGES.changeSent });
  };

  const onAsk = handleSubmit(async ({ phone }) => {
    setFailure('');
    try {
      await send(phone);
    } catch (error) {
      showServerFieldErrors(error, setError, ['phone']);
      if (!(error instanceof ApiError && error.fieldErrors.phone))
        setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (pending)
    return (
      <CodeForm
        id="change-phone"
        notice={pending.notice}
        submitLabel={t`Change number`}
        onSubmit={async (code) => {
          const { data, message } = await api.post<{ user: User }>('/auth/phone/confirm', {
            phone: pending.phone,
            code,
          });
          queryClient.setQueryData(meQueryKey, data.user);
          toast.success(message ?? PHONE_CODE_MESSAGES.changed);
          setPending(null);
          reset();
        }}
        onResend={() => send(pending.phone)}
      />
    );

  return (
    <form method="post" onSubmit={onAsk} noValidate className="grid gap-4 sm:max-w-md">
      <p className="text-sm text-muted-foreground">
        {current ? (
          <Trans>
            You sign in with {current}. We send a code to the new number to make sure it is yours.
          </Trans>
        ) : (
          <Trans>
            You sign in with your number. We send a code to the new number to make sure it is yours.
          </Trans>
        )}
      </p>
      <PhoneField
        id="change-phone-number"
        label={t`New phone number`}
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(i18n, failure)}
        </p>
      )}
      <Button type="submit" className="w-fit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t`Sending…` : t`Send code`}
      </Button>
    </form>
  );
}
