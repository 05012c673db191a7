import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { localeBase, type Locale } from '@academy/contract/locales';
import type { ProgramSlug } from '@academy/contract/programs';
import type { ResourceKind } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { loadMessageTables } from '@/lib/i18n/contract-messages';
import { browserLocale } from '@/lib/i18n/locale';
import { VIDEO_SECTION_TITLES } from '@/lib/i18n/video-section-names';
import { adminRoutes } from './admin-routes';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { pageRoute, visitorRoute } from './page-route';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';
import { Redirect } from '@/lib/redirect';

// Every page is its own chunk, loaded by the data router before the route renders.

/**
 * A page may show a contract message as it opens (a notice, the server's refusal): on a page in
 * another language, its code and those messages' translations load together. The visitor's
 * pages (`visitorRoute`) and the home page fetch them only when one is about to show.
 */
function withMessageTables(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const loadsTables =
    typeof lazy === 'function' &&
    route.path !== undefined &&
    !(route.handle as RouteHandle | undefined)?.messagesOnDemand;
  return {
    ...route,
    ...(loadsTables && {
      lazy: async () => {
        const [loaded] = await Promise.all([lazy(), loadMessageTables(browserLocale())]);
        return loaded;
      },
    }),
    ...(children && { children: children.map(withMessageTables) }),
  } as RouteObject;
}

/** A study-material list: the same page for textbooks, solutions and papers. */
const resourcesRoute = (path: string, title: MessageDescriptor, kind: ResourceKind) =>
  visitorRoute(path, title, async () => {
    const { ResourcesRoute } = await import('./routes/study-routes');
    return () => <ResourcesRoute kind={kind} />;
  });

export const routes: RouteObject[] = (
  [
    {
      element: <RootLayout />,
      HydrateFallback: FullPageSpinner,
      errorElement: <RouteError />,
      children: [
        {
          // A page's error shows inside the site's chrome: a boundary around the pages, as a
          // route's own boundary cannot show that its code failed to load.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
            },
            { path: 'home', element: <Redirect to="/" /> },

            {
              element: <GuestOnly />,
              children: [
                {
                  lazy: async () => ({
                    Component: (await import('./layouts/auth-layout')).AuthLayout,
                  }),
                  children: [
                    visitorRoute(
                      'login',
                      msg`Login`,
                      async () => (await import('@/features/auth/pages/login-page')).LoginPage,
                    ),
                    pageRoute(
                      'confirm-phone',
                      msg`Confirm your phone number`,
                      async () =>
                        (await import('@/features/auth/pages/confirm-phone-page')).ConfirmPhonePage,
                    ),
                    pageRoute(
                      'forgot-password',
                      msg`Forgot password`,
                      async () =>
                        (await import('@/features/auth/pages/forgot-password-page'))
                          .ForgotPasswordPage,
                    ),
                    visitorRoute(
                      'register',
                      msg`Register`,
                      async () =>
                        (await import('@/features/auth/pages/register-page')).RegisterPage,
                    ),
                  ],
                },
              ],
            },

            visitorRoute(
              'contact',
              msg`Contact`,
              async () => (await import('./routes/contact-route')).ContactRoute,
            ),
            visitorRoute(
              'about',
              msg`About`,
              async () => (await import('./routes/about-route')).AboutRoute,
            ),
            visitorRoute(
              'useful-links',
              msg`Useful Links`,
              async () =>
                (await import('@/features/links/pages/useful-links-page')).UsefulLinksPage,
            ),
            pageRoute(
              'saved',
              msg`Saved for offline`,
              async () => (await import('@/features/offline/pages/saved-page')).SavedPage,
            ),
            visitorRoute(
              'courses',
              msg`Courses`,
              async () => (await import('./routes/catalogue-route')).CatalogueRoute,
            ),
            visitorRoute(
              'courses/:program',
              (params) =>
                PROGRAM_NAMES[params.program as ProgramSlug]?.label ?? msg`Page not found`,
              async () => (await import('./routes/program-page')).ProgramPage,
            ),
            visitorRoute(
              'course/:id',
              msg`Course`,
              async () => (await import('./routes/course-detail-route')).CourseDetailRoute,
            ),
            visitorRoute(
              'notes',
              msg`Notes`,
              async () => (await import('./routes/study-routes')).NotesRoute,
            ),
            resourcesRoute('ncert-textbooks', msg`NCERT Textbooks`, 'textbook'),
            resourcesRoute('ncert-solutions', msg`NCERT Solutions`, 'solution'),
            resourcesRoute('pyqs', msg`Previous Year Papers`, 'paper'),
            pageRoute(
              'videos/:section',
              (params) => VIDEO_SECTION_TITLES[params.section ?? ''] ?? msg`Page not found`,
              async () => (await import('./routes/video-library-route')).VideoLibraryRoute,
            ),
            visitorRoute(
              'tests',
              msg`Tests`,
              async () => (await import('@/features/mock-tests/pages/tests-page')).TestsPage,
            ),
            {
              element: <RequireAuth role={ROLES.student} />,
              children: [
                pageRoute(
                  'tests/:id',
                  msg`Test`,
                  async () =>
                    (await import('@/features/mock-tests/pages/test-intro-page')).TestIntroPage,
                ),
                pageRoute(
                  'tests/attempt/:attemptId',
                  msg`Test in progress`,
                  async () =>
                    (await import('@/features/mock-tests/pages/take-test-page')).TakeTestPage,
                  { isFocused: true },
                ),
                pageRoute(
                  'tests/attempt/:attemptId/result',
                  msg`Test result`,
                  async () => (await import('@/features/mock-tests/pages/result-page')).ResultPage,
                ),
              ],
            },
            pageRoute(
              'unauthorized',
              msg`Access denied`,
              async () => (await import('./routes/unauthorized')).UnauthorizedPage,
            ),
            // Outside RequireAuth, which sends a user who must choose a password here.
            pageRoute(
              'choose-password',
              msg`Choose a new password`,
              async () =>
                (await import('@/features/auth/pages/choose-password-page')).ChoosePasswordPage,
            ),

            {
              element: <RequireAuth />,
              children: [
                pageRoute(
                  'dashboard',
                  msg`My Home`,
                  async () => (await import('./routes/student-home-route')).StudentHomeRoute,
                ),
                pageRoute(
                  'settings',
                  msg`Settings`,
                  async () => (await import('@/features/auth/pages/settings-page')).SettingsPage,
                ),
                pageRoute(
                  'profile',
                  msg`Profile`,
                  async () => (await import('./routes/profile-route')).ProfileRoute,
                ),
                pageRoute(
                  'feedback',
                  msg`Feedback`,
                  async () => (await import('./routes/feedback-route')).FeedbackRoute,
                ),
                pageRoute(
                  'timetable',
                  msg`Timetable`,
                  async () =>
                    (await import('@/features/timetable/pages/timetable-page')).TimetablePage,
                ),
                pageRoute(
                  'recordings',
                  msg`Class recordings`,
                  async () =>
                    (await import('@/features/timetable/pages/recordings-page')).RecordingsPage,
                ),
              ],
            },
            {
              element: <RequireAuth role={ROLES.teacher} />,
              children: [
                pageRoute(
                  'teacher',
                  msg`My Home`,
                  async () => (await import('./routes/teacher-home-route')).TeacherHomeRoute,
                ),
              ],
            },
            {
              element: <RequireAuth role={ROLES.parent} />,
              children: [
                pageRoute(
                  'parent',
                  msg`My Home`,
                  async () => (await import('./routes/parent-home-route')).ParentHomeRoute,
                ),
              ],
            },
            {
              element: <RequireAuth role={[ROLES.teacher, ROLES.admin]} />,
              children: [
                pageRoute(
                  'classes/:key',
                  msg`Attendance`,
                  async () => (await import('@/features/timetable/pages/class-page')).ClassPage,
                ),
              ],
            },
            adminRoutes,
            {
              path: 'student',
              element: <RequireAuth role={ROLES.student} />,
              children: [
                pageRoute(
                  'my-courses',
                  msg`My Courses`,
                  async () =>
                    (await import('@/features/enrollments/pages/my-courses-page')).MyCoursesPage,
                ),
                pageRoute(
                  'my-tests',
                  msg`My Tests`,
                  async () =>
                    (await import('@/features/mock-tests/pages/my-tests-page')).MyTestsPage,
                ),
                pageRoute(
                  'batches',
                  msg`Join a batch`,
                  async () =>
                    (await import('@/features/batch-enrolment/pages/open-batches-page'))
                      .OpenBatchesPage,
                ),
                pageRoute(
                  'my-courses/:id',
                  msg`Course Player`,
                  async () => (await import('./routes/player-route')).PlayerRoute,
                ),
              ],
            },

            pageRoute(
              '*',
              msg`Page not found`,
              async () => (await import('./routes/not-found')).NotFoundPage,
            ),
          ],
        },
      ],
    },
  ] satisfies RouteObject[]
).map(withMessageTables);

/** The router of a page in `locale`: under `/hi` in Hindi, so every link stays in the language. */
export const createAppRouter = (locale: Locale) =>
  createBrowserRouter(routes, { basename: localeBase(locale) || undefined });

/**
 * The routes from the top of the table down to the one the router knows as `id`: a route without
 * an id of its own is numbered by its place in the table (`0-4-1`, the fifth child of the first
 * route's second child). None for an id that names no route.
 */
export function routesOnTheWayTo(id: string): RouteObject[] {
  if (!/^\d+(-\d+)*$/.test(id)) return [];
  const found: RouteObject[] = [];
  let level: RouteObject[] | undefined = routes;
  for (const index of id.split('-')) {
    const route: RouteObject | undefined = level?.[Number(index)];
    if (!route) return [];
    found.push(route);
    level = route.children;
  }
  return found;
}
