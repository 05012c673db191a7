import type { FormEventHandler, ReactNode } from 'react';
import type { NativeFormResult } from '@academy/contract/page-data';
import { NativeFormMessage } from '@/components/native-form-message';

/**
 * A visitor's form that also works before its script runs: a post to the page's own address,
 * which the server answers (lib/native-form.ts), its answer shown on top. `onFirstFocus` fetches
 * the form's validation (lib/lazy-form-resolver.ts).
 */
export function VisitorForm({
  action,
  posted,
  onSubmit,
  onFirstFocus,
  children,
}: {
  action: string;
  posted: NativeFormResult | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFirstFocus: () => void;
  children: ReactNode;
}) {
  return (
    // A post, never a GET: sent before the script has run, the fields stay out of the address.
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocusCapture={onFirstFocus}
      noValidate
      className="grid gap-5"
    >
      <NativeFormMessage result={posted} />
      {children}
    </form>
  );
}
