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
