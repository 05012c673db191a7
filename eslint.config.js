import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: each one a screen area of its own (docs/architecture.md). */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));

/**
 * Lingui's plural macros: at run time their message formats the count with `Intl.NumberFormat`,
 * even without a `#`, and a page's first Intl number format is 100 to 170 ms on a phone, in the
 * middle of hydration. A plural message selects its form with `pluralForm` instead.
 */
const PLURAL_MESSAGE =
  "Select over pluralForm(i18n, n) (lib/i18n/plural-form.ts) and show the count with formatCount: Lingui's plural formats it with Intl.NumberFormat, 100+ ms on a phone.";
const COLLATION_MESSAGE =
  'compareLabels (lib/i18n/compare-labels.ts): the first collation loads ICU, about 50 ms on a phone.';
/** India's zone by name or offset, in a string, a template or a SQL text. */
const TIME_ZONE_NAMED = String.raw`/Asia\/Kolkata|[+]05:?30/`;
const CALENDAR_MESSAGE =
  'Ask the academy calendar (@academy/contract/academy-calendar): ACADEMY_TIME_ZONE, academyToday, academyMidnight, academyInstant; in SQL, inAcademyZone (lib/sql.ts).';
const webImports = [
  {
    name: '@lingui/core/macro',
    importNames: ['plural', 'selectOrdinal'],
    message: PLURAL_MESSAGE,
  },
  {
    name: '@lingui/react/macro',
    importNames: ['Plural', 'SelectOrdinal'],
    message: PLURAL_MESSAGE,
  },
  {
    name: 'react-router',
    importNames: ['Navigate'],
    message:
      "Redirect (lib/redirect.tsx): the server's render answers with the redirect rather than an empty page (decisions §74).",
  },
];

/** An import of `names` by alias (`@/features/x/...`) or by a relative path that climbs to it. */
const importsOf = (parent, names, message) => [
  { regex: `^@/${parent}/(${names.join('|')})(/|$)`, message },
  { regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message },
];

/**
 * The web app's layers, as bulletproof-react keeps them: shared code (components, lib) imports
 * no feature and not the app; a feature imports shared code and itself, never another feature
 * or the app. The app (routes, layouts) composes features: a page that shows another area's
 * piece takes it as a prop from its route. ESLint keeps only the last options of a rule a file
 * matches, so each block repeats the web's restricted imports (`webImports`).
 */
const webBoundaries = [
  {
    // The app (routes, layouts) has no boundary of its own: only the restricted imports.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webImports }] },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webImports,
          patterns: [
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Shared code imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webImports,
          patterns: [
            ...importsOf(
              'features',
              WEB_FEATURES.filter((other) => other !== feature),
              'A feature imports no other feature: move the shared piece to components/ or lib/, or let the route pass it in.',
            ),
            {
              regex: '^@/app(/|$)',
              message: 'A feature does not import the app; the app imports it.',
            },
          ],
        },
      ],
    },
  })),
];

/**
 * The server's layers: lib/ is shared by all and imports neither plugins nor modules; a plugin
 * (cross-cutting: sessions, errors, security) never imports a module's routes.
 */
const serverBoundaries = [
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(plugins|modules)/',
              message: 'lib/ is shared code: it imports no plugin and no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)routes(\\.ts)?$',
              message: 'A plugin imports no routes: the app registers them.',
            },
          ],
        },
      ],
    },
  },
];

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
      'apps/web/src/components/{cover-image,desktop-nav,desktop-nav-links,social-icons}.tsx',
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
            'sizes',
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
  {
    // A page's first collation loads ICU's tables: about 50 ms on a phone, in the middle of
    // hydrating the page. Lists order their labels without it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'localeCompare', message: COLLATION_MESSAGE },
        { object: 'Intl', property: 'Collator', message: COLLATION_MESSAGE },
      ],
    },
  },
  {
    // One academy calendar (issue 50): only its module names the zone; the rest, SQL included,
    // asks it for today, a midnight, a month or the zone itself.
    files: ['**/*.{js,ts,tsx}'],
    ignores: ['packages/contract/src/academy-calendar.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=${TIME_ZONE_NAMED}]`,
          message: CALENDAR_MESSAGE,
        })),
      ],
    },
  },
  ...webBoundaries,
  ...serverBoundaries,
);
