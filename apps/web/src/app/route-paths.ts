/**
 * Every path pattern of the route table (`router.tsx`, `signed-in-routes.tsx`), by who may open
 * it. Data only, with no imports: the browser tests read it to visit every page, and
 * `route-paths.test.ts` fails when the route table gains or loses a path this list does not, so
 * no page is left out.
 */
export const ROUTE_PATHS = {
  /** Anyone (some only while signed out, some redirect). */
  public: [
    '/',
    '/home',
    '/login',
    '/confirm-phone',
    '/forgot-password',
    '/register',
    '/contact',
    '/about',
    '/useful-links',
    '/saved',
    '/courses',
    '/courses/:program',
    '/course/:id',
    '/notes',
    '/ncert-textbooks',
    '/ncert-solutions',
    '/pyqs',
    '/videos/:section',
    '/tests',
    '/unauthorized',
    '/choose-password',
    '*',
  ],
  /** Any signed-in user. */
  signedIn: [
    '/dashboard',
    '/settings',
    '/profile',
    '/feedback',
    '/timetable',
    '/recordings',
    '/doubts',
    '/doubts/:id',
  ],
  teacher: ['/teacher', '/teacher/doubts'],
  parent: ['/parent'],
  /** Those who run classes: teachers and admins. */
  staff: ['/classes/:key', '/paper-tests', '/paper-tests/:id', '/leads', '/leads/:id'],
  student: [
    '/tests/:id',
    '/tests/attempt/:attemptId',
    '/tests/attempt/:attemptId/result',
    '/student/my-courses',
    '/student/my-tests',
    '/student/batches',
    '/student/my-courses/:id',
    '/doubts/ask',
  ],
  admin: [
    '/admin',
    '/admin/dashboard',
    '/admin/courses',
    '/admin/courses/:id/edit',
    '/admin/settings',
    '/admin/upload',
    '/admin/upload/notes',
    '/admin/upload/ncert-solution',
    '/admin/upload/ncert-textbook',
    '/admin/upload/pyq',
    '/admin/upload/test',
    '/admin/tests',
    '/admin/tests/:id/results',
    '/admin/enquiries',
    '/admin/feedback',
    '/admin/coupons',
    '/admin/audit',
    '/admin/payments',
    '/admin/downloads',
    '/admin/manage-students',
    '/admin/people',
    '/admin/batches',
    '/admin/batches/:id',
    '/admin/announcements',
    '/admin/doubts',
    '/admin/doubts/response-times',
    '/admin/admissions',
  ],
} as const;

export type RoutePath<Group extends keyof typeof ROUTE_PATHS> = (typeof ROUTE_PATHS)[Group][number];
