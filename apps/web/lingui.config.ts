import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from '@academy/contract/locales';

/**
 * The message catalogs (decisions.md §52): one PO file per language and area, written by
 * `npm run i18n:extract` from the macros in the code and translated in place.
 */
export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/locales/**', '<rootDir>/src/service-worker/**'],
    },
  ],
});
