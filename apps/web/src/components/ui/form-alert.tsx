import { useLingui } from '@lingui/react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { cn } from '@/lib/utils';

/** A form's failure that belongs to no one field (the server's answer), in the page's language. */
export function FormAlert({ message, className }: { message: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {translateMessage(i18n, message)}
    </p>
  );
}
