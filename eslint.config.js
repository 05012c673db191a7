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
      'apps/web/src/components/{admin-nav,admin-nav-items}.{ts,tsx}',
      'apps/web/src/app/layouts/admin-layout.tsx',
      'apps/web/src/features/dashboard/{components,pages}/*.{ts,tsx}',
      'apps/web/src/lib/i18n/**/*.{ts,tsx}',
      // Account: sign-up, passwords, profile, settings, contact, feedback, error pages, shared forms.
      'apps/web/src/features/auth/**/*.{ts,tsx}',
      'apps/web/src/features/contact/{api,components,lib}/*.{ts,tsx}',
      'apps/web/src/features/contact/pages/contact-page.tsx',
      'apps/web/src/features/feedback/{api,components}/*.{ts,tsx}',
      'apps/web/src/features/feedback/pages/feedback-page.tsx',
      'apps/web/src/features/marketing/**/*.{ts,tsx}',
      'apps/web/src/app/guards/*.{ts,tsx}',
      'apps/web/src/app/routes/{not-found,route-error,unauthorized,status-page}.tsx',
      'apps/web/src/components/{student-details-fields,study-fields,state-options,user-menu,native-form-message,confirm-dialog,form-dialog,file-drop-zone,link-or-file-field,tag-input,upload-menu,managed-list,inbox-frame}.tsx',
      // Study materials, notes, videos, links and offline.
      'apps/web/src/features/materials/{kinds.ts,components/resource-card.tsx,pages/resources-page.tsx}',
      'apps/web/src/features/notes/{components/note-card.tsx,pages/notes-page.tsx}',
      'apps/web/src/features/videos/pages/video-library-page.tsx',
      'apps/web/src/features/links/pages/useful-links-page.tsx',
      'apps/web/src/features/offline/**/*.{ts,tsx}',
      'apps/web/src/components/{study-filters,pagination,filter-sheet,progress-bar,data-saver-switch,youtube-facade,search-field,when-visible}.tsx',
      // Mock tests (the student's screens) and the student's home.
      'apps/web/src/features/mock-tests/pages/{tests,test-intro,take-test,result,my-tests}-page.tsx',
      'apps/web/src/features/mock-tests/components/{leave-test-guard,palette-drawer,practice-badge,question-palette,review-item,save-status,student-test-results,test-bar,test-card,test-result-list}.tsx',
      'apps/web/src/features/mock-tests/lib/{format,palette-state}.ts',
      'apps/web/src/features/student-home/**/*.{ts,tsx}',
      'apps/web/src/app/routes/student-home-route.tsx',
      'apps/web/src/features/courses/components/{course-card,courses-promo,lesson-row,own-program-courses,preview-player}.tsx',
      'apps/web/src/features/courses/pages/{catalogue-page,course-detail-page}.tsx',
      'apps/web/src/features/{checkout,enrollments,payments}/**/*.{ts,tsx}',
      'apps/web/src/app/routes/player-route.tsx',
      // The admin's mock tests, courses and upload forms.
      'apps/web/src/features/mock-tests/components/test-editor.tsx',
      'apps/web/src/features/mock-tests/pages/{admin-results,admin-tests,test-upload}-page.tsx',
      'apps/web/src/features/courses/components/{course-form,course-editor,admin-course-grid,delete-course-dialog}.tsx',
      'apps/web/src/features/courses/pages/{admin-courses,course-edit,course-upload}-page.tsx',
      'apps/web/src/features/materials/{components/resource-form.tsx,pages/upload-resource-page.tsx}',
      'apps/web/src/features/notes/{components/note-form.tsx,pages/upload-notes-page.tsx}',
    ],
    // Tests find the page by its English text.
    ignores: ['**/*.test.{ts,tsx}'],
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
