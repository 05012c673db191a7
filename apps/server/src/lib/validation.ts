import type { z } from 'zod';
import { INVALID_INPUT } from '@academy/contract/envelope';
import { AppError } from './app-error.ts';

/**
 * Parses with a schema chosen at run time (when the route cannot declare one), failing like the
 * declared ones do: 400 with the first message and every field's message.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION', Object.values(errors)[0] ?? INVALID_INPUT, errors);
}
