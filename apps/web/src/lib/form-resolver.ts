import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loadMessageTables } from '@/lib/i18n/contract-messages';
import { browserLocale } from '@/lib/i18n/locale';

/**
 * A form's validation by its contract schema (zodResolver), which also fetches the translations
 * of the contract's messages before it reports an error: a visitor's page in Hindi loads them
 * only when one is about to show, not with the page (decisions §61).
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...input: Parameters<typeof resolve>) => {
    const result = await resolve(...input);
    if (Object.keys(result.errors).length > 0) {
      // Offline, the chunk may not come: the message then shows in English.
      await loadMessageTables(browserLocale()).catch(() => undefined);
    }
    return result;
  };
}) as typeof zodResolver;

/**
 * A resolver whose messages land on the form's own fields where the contract names another: an
 * amount typed in rupees (`price`) that the contract checks in paise (`pricePaise`).
 */
export function withFormFields<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  formField: Record<string, Path<Values>>,
): Resolver<Values, Context, Output> {
  return async (...args) => {
    const result = await resolver(...args);
    for (const [path, field] of Object.entries(formField)) {
      const errors: Record<string, unknown> = result.errors;
      if (errors[path]) {
        errors[field] = errors[path];
        delete errors[path];
      }
    }
    return result;
  };
}
