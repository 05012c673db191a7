import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** Receives the id and ARIA wiring to spread on the control. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error message, wired together for assistive technology. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const { i18n } = useLingui();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {translateMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
