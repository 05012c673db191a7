import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface PhoneFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'inputMode'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * A phone number: the phone's number pad, and the browser offers the reader's own number. A form
 * where the admin types someone else's passes `autoComplete="off"`, or the browser would offer
 * the admin's. The rest (`register(...)`, `defaultValue`) goes to the input.
 */
export function PhoneField({ id, label, error, hint, ...input }: PhoneFieldProps) {
  return (
    <FormField id={id} label={label} error={error} {...(hint && { hint })}>
      {(control) => (
        <Input
          autoComplete="tel"
          placeholder="98765 43210"
          {...control}
          {...input}
          type="tel"
          inputMode="tel"
        />
      )}
    </FormField>
  );
}
