import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from '@academy/contract/locales';

/**
 * The screens only an admin sees: their messages are a catalog of their own, fetched with the
 * admin area (lib/i18n/areas.ts), so no other page carries them. Anything they share with the
 * rest of the site (components, the contract's tables, the admin menu) stays in `site`.
 */
export const ADMIN_SCREENS = [
  'app/routes/{dashboard-route,manage-students-route,site-settings-route,admin-announcements-route,admin-batch-route,admin-doubts-route}.tsx',
  'features/doubts/pages/response-times-page.tsx',
  'features/{admin-payments,audit,coupons,downloads,students,dashboard}/**',
  'features/site-config/{components,pages}/**',
  'features/mock-tests/components/{test-editor,section-editor,question-editor,question-csv-import,student-test-results}.tsx',
  'features/mock-tests/lib/test-draft.ts',
  'features/mock-tests/pages/{admin-results,admin-tests,test-upload}-page.tsx',
  // Not the delete dialog: the catalogue offers it to an admin too.
  'features/courses/components/{course-form,course-editor,admin-course-grid}.tsx',
  'features/courses/components/course-fieldsets/**',
  'features/courses/pages/{admin-courses,course-edit,course-upload}-page.tsx',
  'features/resources/{components/resource-form.tsx,pages/upload-resource-page.tsx}',
  'features/notes/{components/note-form.tsx,pages/upload-notes-page.tsx}',
  'features/contact/{pages/enquiries-inbox-page.tsx,components/delivery-badge.tsx}',
  'features/feedback/pages/feedback-inbox-page.tsx',
  'features/{links,videos}/components/**',
  'features/people/{pages,components/admin}/**',
  // Shared by Manage Students and Teachers & parents, which only an admin sees.
  'components/accounts/**',
  'features/batches/**',
  'features/announcements/components/texts-sent.tsx',
  'features/report-cards/{pages/terms-page.tsx,components/term-form.tsx}',
];
const ADMIN = ADMIN_SCREENS.map((glob) => `<rootDir>/src/${glob}`);

const NEVER = ['**/*.test.*', '<rootDir>/src/locales/**', '<rootDir>/src/service-worker/**'];

/**
 * The message catalogs (decisions §52): one PO file per language and area, written by
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
      exclude: [...NEVER, ...ADMIN],
    },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN, exclude: NEVER },
  ],
});
