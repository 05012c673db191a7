import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * The submit of a form dialog that reads its fields from the form itself, with the server as the
 * judge: its per-field messages go under the fields, any other failure above the buttons, and a
 * success toasts the server's message and closes the dialog.
 */
export function useDialogForm(
  send: (text: (name: string) => string, form: FormData) => Promise<{ message?: string }>,
  onDone: () => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setErrors({});
    setFailure(null);
    try {
      const { message } = await send(text, form);
      if (message) toast.success(message);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
      } else setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return { submit, errors, failure };
}
