import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_NEW } from '@academy/contract/auth-messages';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface NewPasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** The whole hint, where it says more than the least length. */
  hint?: string;
  /**
   * The admin sets it for someone else and tells it to them: it shows, and the browser neither
   * fills nor keeps it as the admin's own.
   */
  forSomeoneElse?: boolean;
}

/** A password being chosen, with the least length the server takes (PASSWORD_MIN_NEW) as its hint. */
export function NewPasswordField({
  id,
  label,
  error,
  hint,
  forSomeoneElse = false,
  ...input
}: NewPasswordFieldProps) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_NEW;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint ?? t`At least ${minLength} characters`}
    >
      {(control) => (
        <Input
          {...control}
          {...input}
          type={forSomeoneElse ? 'text' : 'password'}
          autoComplete={forSomeoneElse ? 'off' : 'new-password'}
        />
      )}
    </FormField>
  );
}
