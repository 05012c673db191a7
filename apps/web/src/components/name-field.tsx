import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface NameFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  id: string;
  label: string;
  error?: string | undefined;
}

/**
 * The reader's own name: the browser offers the one it knows. The rest (`register(...)`,
 * `defaultValue`) goes to the input.
 */
export function NameField({ id, label, error, ...input }: NameFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <Input autoComplete="name" {...control} {...input} />}
    </FormField>
  );
}
