import js from '@eslint/js';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...lingui.configs['flat/recommended'],
  },
  {
    // Text a reader sees comes from the catalogs (apps/web/src/locales): no literal English in
    // the parts of the app that are translated. The list grows with the translation (issue 20).
    files: [
      'apps/web/src/components/{footer,header,language-offer,language-switch,mobile-nav,mobile-nav-panel,nav-items,skip-link,theme-switch,top-bar}.{ts,tsx}',
      'apps/web/src/lib/i18n/**/*.{ts,tsx}',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word in lower case or with a dash or dot: a key, a path, a CSS value.
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // Addresses and paths.
            '^/',
            '^https?:',
          ],
          ignoreNames: [
            { regex: { pattern: 'class(name)?$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'href',
            'to',
            'id',
            'type',
            'variant',
            'size',
            'side',
            'align',
            'lang',
            'hrefLang',
            'key',
          ],
          ignoreFunctions: ['cn', 'cva', 'Error', 'console.*', 'import', 'lazy', 'useHref'],
        },
      ],
    },
  },
);
