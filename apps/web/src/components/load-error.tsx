import { Trans, useLingui } from '@lingui/react/macro';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { cn } from '@/lib/utils';

/** What stopped a list or a page from loading, in the page's language. */
export function LoadError({ error, className }: { error: Error; className?: string }) {
  const { i18n } = useLingui();
  const message = translateMessage(i18n, error.message);
  return (
    <p role="alert" className={cn('text-destructive', className)}>
      <Trans>Error: {message}</Trans>
    </p>
  );
}
