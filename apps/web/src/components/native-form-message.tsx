import type { NativeFormResult } from '@academy/contract/page-data';

/** The server's word on a form posted before the script ran: why it was refused, or that it went. */
export function NativeFormMessage({ result }: { result: NativeFormResult | undefined }) {
  if (!result?.message) return null;
  return result.sent ? (
    <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
      {result.message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      {result.message}
    </p>
  );
}
