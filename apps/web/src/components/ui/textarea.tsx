import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { FIELD_CLASSES } from './input';

/** A text area with the input's box; `rows` sets its first height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD_CLASSES, className)} {...props} />;
}
