import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (a 400's `errors`) under the form's own fields, so a rule
 * the server enforces reads the same as when the form caught it.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
}

/**
 * A failed save in words that say why when the reason is not the form's own: no answer from the
 * server (offline, server down), a body over its limit, too many tries, the server failing.
 * Otherwise the form's `fallback` ("Could not save the contact details").
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const notTheForms = error.status === 0 || error.status === 413 || error.status === 429;
  return notTheForms || error.status >= 500 ? error.message : fallback;
}
