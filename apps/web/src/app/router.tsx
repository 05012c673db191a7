import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PROGRAMS } from '@academy/contract/programs';
import type { ResourceKind } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { VIDEO_SECTIONS } from '@academy/contract/video-library';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

// Every page is its own chunk, loaded by the data router before the route renders.

/** A study-material list: the same page for textbooks, solutions and papers. */
const resourcesRoute = (path: string, title: string, kind: ResourceKind): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const { ResourcesRoute } = await import('./routes/study-routes');
    return { Component: () => <ResourcesRoute kind={kind} /> };
  },
});

const uploadResourceRoute = (path: string, title: string, kind: ResourceKind): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const { UploadResourcePage } = await import('@/features/materials/pages/upload-resource-page');
    return { Component: () => <UploadResourcePage kind={kind} /> };
  },
});

export const routes: RouteObject[] = [
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
                        handle: { title: 'Login' } satisfies RouteHandle,
                        lazy: async () => ({
                          Component: (await import('@/features/auth/pages/login-page')).LoginPage,
                        }),
                      },
                      {
                        path: 'confirm-phone',
                        handle: { title: 'Confirm your phone number' } satisfies RouteHandle,
                        lazy: async () => ({
                          Component: (await import('@/features/auth/pages/confirm-phone-page'))
                            .ConfirmPhonePage,
                        }),
                      },
                      {
                        path: 'forgot-password',
                        handle: { title: 'Forgot password' } satisfies RouteHandle,
                        lazy: async () => ({
                          Component: (await import('@/features/auth/pages/forgot-password-page'))
                            .ForgotPasswordPage,
                        }),
                      },
                      {
                        path: 'register',
                        handle: { title: 'Register' } satisfies RouteHandle,
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
                handle: { title: 'Contact' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/contact-route')).ContactRoute,
                }),
              },
              {
                path: 'about',
                handle: { title: 'About' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/about-route')).AboutRoute,
                }),
              },
              {
                path: 'useful-links',
                handle: { title: 'Useful Links' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/links/pages/useful-links-page'))
                    .UsefulLinksPage,
                }),
              },
              {
                path: 'courses',
                handle: { title: 'Courses' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/catalogue-route')).CatalogueRoute,
                }),
              },
              {
                path: 'courses/:program',
                handle: {
                  title: (params) =>
                    PROGRAMS.find((p) => p.slug === params.program)?.label ?? 'Page not found',
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/program-page')).ProgramPage,
                }),
              },
              {
                path: 'course/:id',
                handle: { title: 'Course' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/course-detail-route')).CourseDetailRoute,
                }),
              },
              {
                path: 'notes',
                handle: { title: 'Notes' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/study-routes')).NotesRoute,
                }),
              },
              resourcesRoute('ncert-textbooks', 'NCERT Textbooks', 'textbook'),
              resourcesRoute('ncert-solutions', 'NCERT Solutions', 'solution'),
              resourcesRoute('pyqs', 'Previous Year Papers', 'paper'),
              {
                path: 'videos/:section',
                handle: {
                  title: (params) =>
                    VIDEO_SECTIONS.find((s) => s.slug === params.section)?.title ??
                    'Page not found',
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/video-library-route')).VideoLibraryRoute,
                }),
              },
              {
                path: 'tests',
                handle: { title: 'Tests' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/mock-tests/pages/tests-page')).TestsPage,
                }),
              },
              {
                element: <RequireAuth role={ROLES.student} />,
                children: [
                  {
                    path: 'tests/:id',
                    handle: { title: 'Test' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/test-intro-page'))
                        .TestIntroPage,
                    }),
                  },
                  {
                    path: 'tests/attempt/:attemptId',
                    handle: { title: 'Test in progress' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/take-test-page'))
                        .TakeTestPage,
                    }),
                  },
                  {
                    path: 'tests/attempt/:attemptId/result',
                    handle: { title: 'Test result' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/result-page'))
                        .ResultPage,
                    }),
                  },
                ],
              },
              {
                path: 'unauthorized',
                handle: { title: 'Access denied' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/unauthorized')).UnauthorizedPage,
                }),
              },
              {
                // Outside RequireAuth, which sends a user who must choose a password here.
                path: 'choose-password',
                handle: { title: 'Choose a new password' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/auth/pages/choose-password-page'))
                    .ChoosePasswordPage,
                }),
              },

              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'settings',
                    handle: { title: 'Settings' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/auth/pages/settings-page')).SettingsPage,
                    }),
                  },
                  {
                    path: 'profile',
                    handle: { title: 'Profile' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('./routes/profile-route')).ProfileRoute,
                    }),
                  },
                  {
                    path: 'feedback',
                    handle: { title: 'Feedback' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('./routes/feedback-route')).FeedbackRoute,
                    }),
                  },
                ],
              },
              {
                path: 'admin',
                element: <RequireAuth role={ROLES.admin} />,
                children: [
                  {
                    path: 'dashboard',
                    handle: { title: 'Admin Dashboard' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard-route')).DashboardRoute,
                    }),
                  },
                  {
                    path: 'settings',
                    handle: { title: 'Site Settings' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('./routes/site-settings-route')).SiteSettingsRoute,
                    }),
                  },
                  {
                    path: 'upload',
                    handle: { title: 'Upload Course' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/courses/pages/course-upload-page'))
                        .CourseUploadPage,
                    }),
                  },
                  {
                    path: 'upload/notes',
                    handle: { title: 'Upload Notes' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/notes/pages/upload-notes-page'))
                        .UploadNotesPage,
                    }),
                  },
                  uploadResourceRoute('upload/ncert-solution', 'Upload NCERT Solution', 'solution'),
                  uploadResourceRoute('upload/ncert-textbook', 'Upload NCERT Textbook', 'textbook'),
                  uploadResourceRoute('upload/pyq', 'Upload Question Paper', 'paper'),
                  {
                    path: 'upload/test',
                    handle: { title: 'Upload Test' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/test-upload-page'))
                        .TestUploadPage,
                    }),
                  },
                  {
                    path: 'tests',
                    handle: { title: 'Mock Tests' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/admin-tests-page'))
                        .AdminTestsPage,
                    }),
                  },
                  {
                    path: 'tests/:id/results',
                    handle: { title: 'Test Results' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/mock-tests/pages/admin-results-page'))
                        .AdminResultsPage,
                    }),
                  },
                  {
                    path: 'enquiries',
                    handle: { title: 'Enquiries' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/contact/pages/enquiries-inbox-page'))
                        .EnquiriesInboxPage,
                    }),
                  },
                  {
                    path: 'feedback',
                    handle: { title: 'Feedback inbox' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/feedback/pages/feedback-inbox-page'))
                        .FeedbackInboxPage,
                    }),
                  },
                  {
                    path: 'coupons',
                    handle: { title: 'Coupons' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/coupons/pages/coupons-page'))
                        .CouponsPage,
                    }),
                  },
                  {
                    path: 'audit',
                    handle: { title: 'Audit Log' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/audit/pages/audit-log-page'))
                        .AuditLogPage,
                    }),
                  },
                  {
                    path: 'payments',
                    handle: { title: 'Payments' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (
                        await import('@/features/admin-payments/pages/admin-payments-page')
                      ).AdminPaymentsPage,
                    }),
                  },
                  {
                    path: 'manage-students',
                    handle: { title: 'Manage Students' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('./routes/manage-students-route'))
                        .ManageStudentsRoute,
                    }),
                  },
                ],
              },
              {
                path: 'student',
                element: <RequireAuth role={ROLES.student} />,
                children: [
                  {
                    path: 'my-courses',
                    handle: { title: 'My Courses' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/enrollments/pages/my-courses-page'))
                        .MyCoursesPage,
                    }),
                  },
                  {
                    path: 'my-courses/:id',
                    handle: { title: 'Course Player' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/enrollments/pages/player-page'))
                        .PlayerPage,
                    }),
                  },
                ],
              },

              {
                path: '*',
                handle: { title: 'Page not found' } satisfies RouteHandle,
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
];

export const createAppRouter = () => createBrowserRouter(routes);
