import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A text field's box, shared by the one-line input and the textarea. */
export const FIELD_CLASSES =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn('flex h-10', FIELD_CLASSES, className)} {...props} />;
}
