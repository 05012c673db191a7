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
    // Text a reader sees comes from the catalogs (apps/web/src/locales): no literal English
    // anywhere in the app, English and Hindi alike (issue 20).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      // Tests find the page by its English text; their fixtures are data, not the app's words.
      '**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      // Class names only, and the names brands go by in every language.
      'apps/web/src/components/{cover-image,desktop-nav,social-icons}.tsx',
      'apps/web/src/components/ui/dropdown-menu.tsx',
      // An error's class name; the texts it carries are the contract's (http-messages).
      'apps/web/src/lib/api-client.ts',
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
            'timeZone',
          ],
          ignoreFunctions: [
            'cn',
            'cva',
            'Error',
            'console.*',
            'import',
            'lazy',
            'useHref',
            'useMediaQuery',
          ],
        },
      ],
    },
  },
);
