import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
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
import { SiteLayout } from './layouts/site-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

// Every page is its own chunk, loaded by the data router before the route renders.

/**
 * Every page but the home page may show a contract message (a form's rule, the server's
 * answer): on a page in another language, its code and those messages' translations load
 * together. The home page keeps its first load without them (its contact form loads them).
 */
function withMessageTables(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const loadsTables = typeof lazy === 'function' && !route.index;
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
const resourcesRoute = (
  path: string,
  title: MessageDescriptor,
  kind: ResourceKind,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const { ResourcesRoute } = await import('./routes/study-routes');
    return { Component: () => <ResourcesRoute kind={kind} /> };
  },
});

export const routes: RouteObject[] = (
  [
    {
      element: <RootLayout />,
      HydrateFallback: FullPageSpinner,
      errorElement: <RouteError />,
      children: [
        {
          element: <SiteLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
                },
                { path: 'home', element: <Navigate to="/" replace /> },

                {
                  element: <GuestOnly />,
                  children: [
                    {
                      lazy: async () => ({
                        Component: (await import('./layouts/auth-layout')).AuthLayout,
                      }),
                      children: [
                        {
                          path: 'login',
                          handle: { title: msg`Login` } satisfies RouteHandle,
                          lazy: async () => ({
                            Component: (await import('@/features/auth/pages/login-page')).LoginPage,
                          }),
                        },
                        {
                          path: 'confirm-phone',
                          handle: { title: msg`Confirm your phone number` } satisfies RouteHandle,
                          lazy: async () => ({
                            Component: (await import('@/features/auth/pages/confirm-phone-page'))
                              .ConfirmPhonePage,
                          }),
                        },
                        {
                          path: 'forgot-password',
                          handle: { title: msg`Forgot password` } satisfies RouteHandle,
                          lazy: async () => ({
                            Component: (await import('@/features/auth/pages/forgot-password-page'))
                              .ForgotPasswordPage,
                          }),
                        },
                        {
                          path: 'register',
                          handle: { title: msg`Register` } satisfies RouteHandle,
                          lazy: async () => ({
                            Component: (await import('@/features/auth/pages/register-page'))
                              .RegisterPage,
                          }),
                        },
                      ],
                    },
                  ],
                },

                {
                  path: 'contact',
                  handle: { title: msg`Contact` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/contact-route')).ContactRoute,
                  }),
                },
                {
                  path: 'about',
                  handle: { title: msg`About` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/about-route')).AboutRoute,
                  }),
                },
                {
                  path: 'useful-links',
                  handle: { title: msg`Useful Links` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('@/features/links/pages/useful-links-page'))
                      .UsefulLinksPage,
                  }),
                },
                {
                  path: 'saved',
                  handle: { title: msg`Saved for offline` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('@/features/offline/pages/saved-page')).SavedPage,
                  }),
                },
                {
                  path: 'courses',
                  handle: { title: msg`Courses` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/catalogue-route')).CatalogueRoute,
                  }),
                },
                {
                  path: 'courses/:program',
                  handle: {
                    title: (params) =>
                      PROGRAM_NAMES[params.program as ProgramSlug]?.label ?? msg`Page not found`,
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/program-page')).ProgramPage,
                  }),
                },
                {
                  path: 'course/:id',
                  handle: { title: msg`Course` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/course-detail-route')).CourseDetailRoute,
                  }),
                },
                {
                  path: 'notes',
                  handle: { title: msg`Notes` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/study-routes')).NotesRoute,
                  }),
                },
                resourcesRoute('ncert-textbooks', msg`NCERT Textbooks`, 'textbook'),
                resourcesRoute('ncert-solutions', msg`NCERT Solutions`, 'solution'),
                resourcesRoute('pyqs', msg`Previous Year Papers`, 'paper'),
                {
                  path: 'videos/:section',
                  handle: {
                    title: (params) =>
                      VIDEO_SECTION_TITLES[params.section ?? ''] ?? msg`Page not found`,
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/video-library-route')).VideoLibraryRoute,
                  }),
                },
                {
                  path: 'tests',
                  handle: { title: msg`Tests` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('@/features/mock-tests/pages/tests-page')).TestsPage,
                  }),
                },
                {
                  element: <RequireAuth role={ROLES.student} />,
                  children: [
                    {
                      path: 'tests/:id',
                      handle: { title: msg`Test` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/mock-tests/pages/test-intro-page'))
                          .TestIntroPage,
                      }),
                    },
                    {
                      path: 'tests/attempt/:attemptId',
                      handle: {
                        title: msg`Test in progress`,
                        isFocused: true,
                      } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/mock-tests/pages/take-test-page'))
                          .TakeTestPage,
                      }),
                    },
                    {
                      path: 'tests/attempt/:attemptId/result',
                      handle: { title: msg`Test result` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/mock-tests/pages/result-page'))
                          .ResultPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'unauthorized',
                  handle: { title: msg`Access denied` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/unauthorized')).UnauthorizedPage,
                  }),
                },
                {
                  // Outside RequireAuth, which sends a user who must choose a password here.
                  path: 'choose-password',
                  handle: { title: msg`Choose a new password` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('@/features/auth/pages/choose-password-page'))
                      .ChoosePasswordPage,
                  }),
                },

                {
                  element: <RequireAuth />,
                  children: [
                    {
                      path: 'dashboard',
                      handle: { title: msg`My Home` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/student-home-route')).StudentHomeRoute,
                      }),
                    },
                    {
                      path: 'settings',
                      handle: { title: msg`Settings` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/auth/pages/settings-page'))
                          .SettingsPage,
                      }),
                    },
                    {
                      path: 'profile',
                      handle: { title: msg`Profile` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/profile-route')).ProfileRoute,
                      }),
                    },
                    {
                      path: 'feedback',
                      handle: { title: msg`Feedback` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/feedback-route')).FeedbackRoute,
                      }),
                    },
                    {
                      path: 'timetable',
                      handle: { title: msg`Timetable` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/timetable/pages/timetable-page'))
                          .TimetablePage,
                      }),
                    },
                    {
                      path: 'recordings',
                      handle: { title: msg`Class recordings` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/timetable/pages/recordings-page'))
                          .RecordingsPage,
                      }),
                    },
                  ],
                },
                {
                  element: <RequireAuth role={ROLES.teacher} />,
                  children: [
                    {
                      path: 'teacher',
                      handle: { title: msg`My Home` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/teacher-home-route')).TeacherHomeRoute,
                      }),
                    },
                  ],
                },
                {
                  element: <RequireAuth role={ROLES.parent} />,
                  children: [
                    {
                      path: 'parent',
                      handle: { title: msg`My Home` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/parent-home-route')).ParentHomeRoute,
                      }),
                    },
                  ],
                },
                {
                  element: <RequireAuth role={[ROLES.teacher, ROLES.admin]} />,
                  children: [
                    {
                      path: 'classes/:key',
                      handle: { title: msg`Attendance` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/timetable/pages/class-page'))
                          .ClassPage,
                      }),
                    },
                  ],
                },
                adminRoutes,
                {
                  path: 'student',
                  element: <RequireAuth role={ROLES.student} />,
                  children: [
                    {
                      path: 'my-courses',
                      handle: { title: msg`My Courses` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/enrollments/pages/my-courses-page'))
                          .MyCoursesPage,
                      }),
                    },
                    {
                      path: 'my-tests',
                      handle: { title: msg`My Tests` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('@/features/mock-tests/pages/my-tests-page'))
                          .MyTestsPage,
                      }),
                    },
                    {
                      path: 'my-courses/:id',
                      handle: { title: msg`Course Player` } satisfies RouteHandle,
                      lazy: async () => ({
                        Component: (await import('./routes/player-route')).PlayerRoute,
                      }),
                    },
                  ],
                },

                {
                  path: '*',
                  handle: { title: msg`Page not found` } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await import('./routes/not-found')).NotFoundPage,
                  }),
                },
              ],
            },
          ],
        },
      ],
    },
  ] satisfies RouteObject[]
).map(withMessageTables);

/** The router of a page in `locale`: under `/hi` in Hindi, so every link stays in the language. */
export const createAppRouter = (locale: Locale) =>
  createBrowserRouter(routes, { basename: localeBase(locale) || undefined });
