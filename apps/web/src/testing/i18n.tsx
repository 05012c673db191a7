import type { ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@academy/contract/locales';
import { messages as en } from '@/locales/en/site.po';
import { messages as hi } from '@/locales/hi/site.po';

/** The app's catalogs, loaded at once: a test renders in either language without waiting. */
export const testI18n = (locale: Locale = 'en') => setupI18n({ locale, messages: { en, hi } });

/** For `render(ui, { wrapper: WithI18n })`: a component alone, in English. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n()}>{children}</I18nProvider>;
}
