import { useLingui } from '@lingui/react';
import type { NativeFormResult } from '@academy/contract/page-data';
import { translateMessage } from '@/lib/i18n/contract-messages';

/** The server's word on a form posted before the script ran: why it was refused, or that it went. */
export function NativeFormMessage({ result }: { result: NativeFormResult | undefined }) {
  const { i18n } = useLingui();
  if (!result?.message) return null;
  const message = translateMessage(i18n, result.message);
  return result.sent ? (
    <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
      {message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      {message}
    </p>
  );
}
