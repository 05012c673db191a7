import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PROGRAMS } from '@academy/contract/programs';
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
const comingSoon = async () => ({
  Component: (await import('./routes/coming-soon')).ComingSoonPage,
});

/** A screen that later work builds: the shared placeholder with the screen's name. */
const soon = (path: string, title: string, description?: string): RouteObject => ({
  path,
  lazy: comingSoon,
  handle: { title, description } satisfies RouteHandle,
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
                  description: 'Courses for this program, with search and filters.',
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
              soon('notes', 'Notes', 'Study notes by class and subject.'),
              soon('ncert-solutions', 'NCERT Solutions', 'Chapter-wise NCERT solutions.'),
              soon('ncert-textbooks', 'NCERT Textbooks', 'NCERT textbooks by class and subject.'),
              soon('pyqs', 'PYQs', 'Previous-year question papers by exam, subject and year.'),
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
              soon('tests', 'Tests', 'Timed mock tests with instant scores.'),
              {
                path: 'unauthorized',
                handle: { title: 'Access denied' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./routes/unauthorized')).UnauthorizedPage,
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
                      Component: (await import('@/features/auth/pages/profile-page')).ProfilePage,
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
                  soon('dashboard', 'Admin Dashboard'),
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
                  soon('upload/notes', 'Upload Notes'),
                  soon('upload/test', 'Upload Test'),
                  soon('upload/ncert-solution', 'Upload NCERT Solution'),
                  soon('upload/ncert-textbook', 'Upload NCERT Textbook'),
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
                    path: 'audit',
                    handle: { title: 'Audit Log' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/audit/pages/audit-log-page'))
                        .AuditLogPage,
                    }),
                  },
                  {
                    path: 'manage-students',
                    handle: { title: 'Manage Students' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('@/features/students/pages/manage-students-page'))
                        .ManageStudentsPage,
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
