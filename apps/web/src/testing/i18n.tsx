import type { ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@academy/contract/locales';
import { messages as enAdmin } from '@/locales/en/admin.po';
import { messages as en } from '@/locales/en/site.po';
import { messages as hiAdmin } from '@/locales/hi/admin.po';
import { messages as hi } from '@/locales/hi/site.po';

/**
 * The app's catalogs, the admin's too, loaded at once: a test renders any page in either
 * language without waiting (the browser tests prove the admin's arrives with its pages).
 */
export const testI18n = (locale: Locale = 'en') =>
  setupI18n({ locale, messages: { en: { ...en, ...enAdmin }, hi: { ...hi, ...hiAdmin } } });

/** For `render(ui, { wrapper: WithI18n })`: a component alone, in English. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n()}>{children}</I18nProvider>;
}
