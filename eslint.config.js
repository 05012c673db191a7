import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
const CALENDAR_RULES = ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=${TIME_ZONE_NAMED}]`,
  message: CALENDAR_MESSAGE,
}));
const ACCOUNTS_MESSAGE =
  'Accounts are made by the account service (modules/accounts: insertAccount, insertAccounts, createStudentAccount), which claims the number first.';
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

/** Paths from the repository's root, as the zones below name them. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/**
 * Layers are checked on resolved paths (issue 50): `../../features/x`, `@/features/x` and a
 * dynamic `import()` of either all name the same file, so a zone cannot be walked round by
 * spelling the path another way. TypeScript's own paths (`@/`) come from the web's tsconfig.
 */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['import', 'default'],
  tsconfig: { configFile: `${ROOT}apps/web/tsconfig.json` },
});

const zones = (...list) => ({
  'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: list }],
});

/**
 * The web app's layers, as bulletproof-react keeps them: shared code (components, lib) imports
 * no feature and not the app; a feature imports shared code and itself, never another feature
 * or the app. The app (routes, layouts) composes features: a page that shows another area's
 * piece takes it as a prop from its route.
 */
const webBoundaries = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: webImports }] },
  },
  {
    files: [`${WEB}/{components,lib}/**/*.{ts,tsx}`],
    rules: zones({
      target: `${WEB}/{components,lib}/**`,
      from: [`${WEB}/features/**`, `${WEB}/app/**`],
      message: 'Shared code imports no feature and not the app.',
    }),
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
    rules: zones(
      {
        target: `${WEB}/features/${feature}/**`,
        from: [`${WEB}/features/**`],
        except: [`${ROOT}${WEB}/features/${feature}/**`],
        message:
          'A feature imports no other feature: move the shared piece to components/ or lib/, or let the route pass it in.',
      },
      {
        target: `${WEB}/features/${feature}/**`,
        from: [`${WEB}/app/**`],
        message: 'A feature does not import the app; the app imports it.',
      },
    ),
  })),
];

/**
 * The server's layers. lib/ is shared by all and imports no plugin, module or web/. A plugin
 * (cross-cutting: errors, caching, security, limits) imports no module: a plugin that needs an
 * area's service lives in that area (`modules/auth/plugin.ts`) and the app registers it. A module
 * imports no plugin and nothing from web/ (the built app's page, which reads modules). No two
 * files import each other, however far round.
 */
const serverBoundaries = [
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      ...zones(
        {
          target: `${SERVER}/lib/**`,
          from: [`${SERVER}/plugins/**`, `${SERVER}/modules/**`, `${SERVER}/web/**`],
          message: 'lib/ is shared code: it imports no plugin, no module and nothing from web/.',
        },
        {
          target: `${SERVER}/db/**`,
          from: [`${SERVER}/plugins/**`, `${SERVER}/modules/**`, `${SERVER}/web/**`],
          message: 'db/ is the schema and its client: it imports no plugin, module or web/.',
        },
        {
          target: `${SERVER}/plugins/**`,
          from: [`${SERVER}/modules/**`],
          message:
            'A plugin imports no module: an area’s plugin lives in its module, registered by app.ts.',
        },
        {
          target: `${SERVER}/modules/**`,
          from: [`${SERVER}/plugins/**`],
          message:
            'A module imports no plugin: the app registers plugins; lib/ holds what both use.',
        },
        {
          target: `${SERVER}/modules/**`,
          from: [`${SERVER}/web/**`],
          message: 'A module imports nothing from web/: web/ renders pages from the modules.',
        },
      ),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tables name each other's keys (an enrolment its order, an order its course) through
    // Drizzle's lazy `references(() => …)`, read once every file has loaded.
    files: [`${SERVER}/db/schema/*.ts`],
    rules: { 'import-x/no-cycle': 'off' },
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // The files import-x reads to follow imports (no-cycle): TypeScript's, by its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
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
      'no-restricted-syntax': ['error', ...CALENDAR_RULES],
    },
  },
  {
    // One account service (decisions §100): no other server code writes a user's row, the demo's
    // and the first admin's included. The calendar's rules are repeated: a file's later setting
    // of a rule replaces the earlier one.
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', `${SERVER}/modules/accounts/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CALENDAR_RULES,
        {
          selector: "CallExpression[callee.property.name='insert'][arguments.0.name='users']",
          message: ACCOUNTS_MESSAGE,
        },
      ],
    },
  },
  ...webBoundaries,
  ...serverBoundaries,
);
