import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { ROLES } from '@academy/contract/roles';
import { adminRoutes } from './admin-routes';
import { RequireAuth } from './guards/require-auth';
import { pageRoute, withMessageTables } from './page-route';

/**
 * The pages behind a sign-in, each area under the guard that lets its people in. The browser's
 * router finds them on the way to one of them, not at its start (decisions §77): a visitor's
 * page never needs them, and a router that starts with fewer routes takes over its page sooner.
 */
export const signedInAreas: RouteObject[] = (
  [
    {
      element: <RequireAuth role={ROLES.student} />,
      children: [
        pageRoute(
          'tests/:id',
          msg`Test`,
          async () => (await import('@/features/mock-tests/pages/test-intro-page')).TestIntroPage,
        ),
        pageRoute(
          'tests/attempt/:attemptId',
          msg`Test in progress`,
          async () => (await import('@/features/mock-tests/pages/take-test-page')).TakeTestPage,
          { isFocused: true },
        ),
        pageRoute(
          'tests/attempt/:attemptId/result',
          msg`Test result`,
          async () => (await import('@/features/mock-tests/pages/result-page')).ResultPage,
        ),
        pageRoute(
          'doubts/ask',
          msg`Ask a doubt`,
          async () => (await import('@/features/doubts/pages/ask-doubt-page')).AskDoubtPage,
        ),
      ],
    },
    {
      element: <RequireAuth />,
      children: [
        pageRoute(
          'dashboard',
          msg`My home`,
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
          async () => (await import('@/features/timetable/pages/timetable-page')).TimetablePage,
        ),
        pageRoute(
          'recordings',
          msg`Class recordings`,
          async () => (await import('@/features/timetable/pages/recordings-page')).RecordingsPage,
        ),
        pageRoute(
          'doubts',
          msg`My doubts`,
          async () => (await import('./routes/my-doubts-route')).MyDoubtsRoute,
        ),
        pageRoute(
          'doubts/:id',
          msg`Doubt`,
          async () => (await import('@/features/doubts/pages/doubt-page')).DoubtPage,
        ),
        pageRoute(
          'homework/:id',
          msg`Homework`,
          async () => (await import('@/features/homework/pages/homework-page')).HomeworkPage,
        ),
      ],
    },
    {
      element: <RequireAuth role={ROLES.teacher} />,
      children: [
        pageRoute(
          'teacher',
          msg`My home`,
          async () => (await import('./routes/teacher-home-route')).TeacherHomeRoute,
        ),
        pageRoute(
          'teacher/doubts',
          msg`Doubts queue`,
          async () => (await import('./routes/teacher-doubts-route')).TeacherDoubtsRoute,
        ),
      ],
    },
    {
      element: <RequireAuth role={ROLES.parent} />,
      children: [
        pageRoute(
          'parent',
          msg`My home`,
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
          async () => (await import('./routes/class-route')).ClassRoute,
        ),
        pageRoute(
          'paper-tests',
          msg`Paper tests`,
          async () => (await import('./routes/paper-tests-route')).PaperTestsRoute,
        ),
        pageRoute(
          'paper-tests/:id',
          msg`Marks`,
          async () => (await import('@/features/paper-tests/pages/marks-page')).MarksPage,
        ),
        pageRoute(
          'homework',
          msg`Homework`,
          async () => (await import('./routes/homework-route')).HomeworkRoute,
        ),
        pageRoute(
          'report-cards',
          msg`Report cards`,
          async () => (await import('./routes/report-cards-route')).ReportCardsRoute,
        ),
        // Admins and counsellors: the server refuses a teacher who is not one.
        pageRoute(
          'leads',
          msg`Leads`,
          async () => (await import('./routes/leads-route')).LeadsRoute,
        ),
        pageRoute(
          'leads/figures',
          msg`Admissions figures`,
          async () => (await import('@/features/admissions/pages/figures-page')).FiguresPage,
        ),
        pageRoute(
          'leads/:id',
          msg`Lead`,
          async () => (await import('./routes/lead-route')).LeadRoute,
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
          msg`My courses`,
          async () => (await import('@/features/enrolments/pages/my-courses-page')).MyCoursesPage,
        ),
        pageRoute(
          'my-tests',
          msg`My tests`,
          async () => (await import('@/features/mock-tests/pages/my-tests-page')).MyTestsPage,
        ),
        pageRoute(
          'batches',
          msg`Join a batch`,
          async () =>
            (await import('@/features/batch-enrolment/pages/open-batches-page')).OpenBatchesPage,
        ),
        pageRoute(
          'my-courses/:id',
          msg`Course player`,
          async () => (await import('./routes/player-route')).PlayerRoute,
        ),
      ],
    },
  ] satisfies RouteObject[]
).map(withMessageTables);
