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
 * A failed save in words that say why when the reason is not the form's: no answer from the
 * server (offline, the server down), a body over its limit, too many tries. Otherwise, the
 * server's own failures included, the form's `fallback` ("Failed to update general settings.",
 * in the spec's words).
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  const notTheForms = [0, 413, 429];
  return error instanceof ApiError && notTheForms.includes(error.status) ? error.message : fallback;
}
