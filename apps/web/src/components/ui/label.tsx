import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Callers always pass `htmlFor` (or wrap the control). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium', className)} {...props} />;
}
