import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { RESEND_AFTER_SECONDS } from '@academy/contract/phone-codes';

/** Seconds left before another code may be asked for, counting down once a second. */
export function useResendCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_AFTER_SECONDS)] as const;
}

export const resendLabel = (i18n: I18n, left: number) =>
  i18n._(left > 0 ? msg`Send a new code in ${left} s` : msg`Send a new code`);

/** Where the browser can read the code from the SMS itself (Chrome on Android), it fills it in. */
export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: string } | null)?.code;
        if (code) onCode(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [active, onCode]);
}

/** The props of a code input: the phone's keypad, and the SMS's code offered by the keyboard. */
export const codeInputProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '\\d{6}',
  maxLength: 6,
  className: 'tracking-[0.4em]',
} as const;
