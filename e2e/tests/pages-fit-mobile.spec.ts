import type { APIRequestContext, Page } from '@playwright/test';
import { academyLocalTime, academyToday } from '@academy/contract/academy-calendar';
import { ROUTE_PATHS, type RoutePath } from '../../apps/web/src/app/route-paths.ts';
import {
  DEMO_PARENT,
  DEMO_TEACHER,
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  registerStudent,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

/**
 * Every page of the route table at 390 px (this file runs in the `mobile` project): none is
 * wider than the phone, so the page never scrolls sideways. The pages come from the web app's
 * ROUTE_PATHS, which a unit test holds equal to the router; each map below is typed by it, so a
 * new route does not compile here until it has an address to visit.
 */

const PHONE_WIDTH = 390;
const origin = { origin: E2E_BASE_URL };

/** A page's address, or how to find one (an id from the demo data, or a new one). */
type Address = string | ((request: APIRequestContext) => Promise<string>);

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const courseId = async (request: APIRequestContext, query = '') =>
  (await dataOf<{ items: { _id: string }[] }>(await request.get(`/api/courses?pageSize=1${query}`)))
    .items[0]!._id;

/** A free mock test the signed-in student may take. */
const freeTestId = async (request: APIRequestContext) =>
  (await dataOf<{ id: string }[]>(await request.get('/api/mock-tests')))[0]!.id;

const startAttempt = async (request: APIRequestContext) => {
  const testId = await freeTestId(request);
  const res = await request.post(`/api/mock-tests/${testId}/attempts`, { headers: origin });
  return (await dataOf<{ id: string }>(res)).id;
};

const PUBLIC_PAGES: Record<RoutePath<'public'>, Address> = {
  '/': '/',
  '/home': '/home',
  '/login': '/login',
  '/confirm-phone': '/confirm-phone',
  '/forgot-password': '/forgot-password',
  '/register': '/register',
  '/contact': '/contact',
  '/about': '/about',
  '/useful-links': '/useful-links',
  '/saved': '/saved',
  '/courses': '/courses',
  '/courses/:program': '/courses/class-11-12',
  '/course/:id': async (request) => `/course/${await courseId(request)}`,
  '/notes': '/notes',
  '/ncert-textbooks': '/ncert-textbooks',
  '/ncert-solutions': '/ncert-solutions',
  '/pyqs': '/pyqs',
  '/videos/:section': '/videos/emergency',
  '/tests': '/tests',
  '/unauthorized': '/unauthorized',
  '/choose-password': '/choose-password',
  '*': '/no-such-page',
};

/** Homework set today, due tomorrow, to the first batch (an admin runs every batch). */
const homeworkId = async (request: APIRequestContext) => {
  const batches = await dataOf<{ id: string }[]>(await request.get('/api/admin/batches'));
  const created = await request.post('/api/homework', {
    headers: origin,
    multipart: {
      batchId: batches[0]!.id,
      title: 'Exercise 1.1',
      instructions: 'Questions 1 to 10.',
      dueAt: academyLocalTime(Date.now() + 86_400_000),
      maxMarks: '10',
    },
  });
  return (await dataOf<{ id: string }>(created)).id;
};

const SIGNED_IN_PAGES: Record<RoutePath<'signedIn'>, Address> = {
  // An admin is sent on to the admin dashboard; a student's home has its own test.
  '/dashboard': '/dashboard',
  '/settings': '/settings',
  '/profile': '/profile',
  '/feedback': '/feedback',
  '/timetable': '/timetable',
  '/recordings': '/recordings',
  '/doubts': '/doubts',
  // The demo student's doubts: every admin sees them.
  '/doubts/:id': async (request) =>
    `/doubts/${(await dataOf<{ items: { id: string }[] }>(await request.get('/api/doubts'))).items[0]!.id}`,
  '/homework/:id': async (request) => `/homework/${await homeworkId(request)}`,
};

const ADMIN_PAGES: Record<RoutePath<'admin'>, Address> = {
  '/admin': '/admin',
  '/admin/dashboard': '/admin/dashboard',
  '/admin/courses': '/admin/courses',
  '/admin/courses/:id/edit': async (request) => `/admin/courses/${await courseId(request)}/edit`,
  '/admin/settings': '/admin/settings',
  '/admin/upload': '/admin/upload',
  '/admin/upload/notes': '/admin/upload/notes',
  '/admin/upload/ncert-solution': '/admin/upload/ncert-solution',
  '/admin/upload/ncert-textbook': '/admin/upload/ncert-textbook',
  '/admin/upload/pyq': '/admin/upload/pyq',
  '/admin/upload/test': '/admin/upload/test',
  '/admin/tests': '/admin/tests',
  '/admin/tests/:id/results': async (request) => {
    const tests = await dataOf<{ id: string }[]>(await request.get('/api/admin/mock-tests'));
    return `/admin/tests/${tests[0]!.id}/results`;
  },
  '/admin/enquiries': '/admin/enquiries',
  '/admin/feedback': '/admin/feedback',
  '/admin/coupons': '/admin/coupons',
  '/admin/audit': '/admin/audit',
  '/admin/payments': '/admin/payments',
  '/admin/downloads': '/admin/downloads',
  '/admin/manage-students': '/admin/manage-students',
  '/admin/people': '/admin/people',
  '/admin/batches': '/admin/batches',
  '/admin/terms': '/admin/terms',
  '/admin/batches/:id': async (request) =>
    `/admin/batches/${(await dataOf<{ id: string }[]>(await request.get('/api/admin/batches')))[0]!.id}`,
  '/admin/announcements': '/admin/announcements',
  '/admin/doubts': '/admin/doubts',
  '/admin/doubts/response-times': '/admin/doubts/response-times',
  '/admin/admissions': '/admin/admissions',
};

const PARENT_PAGES: Record<RoutePath<'parent'>, Address> = { '/parent': '/parent' };

/** A class of the demo batch this week (the demo teacher's, or any for the admin). */
const classKey = async (request: APIRequestContext) => {
  const week = await dataOf<{ days: { classes: { key: string }[] }[] }>(
    await request.get('/api/timetable'),
  );
  return week.days.flatMap((day) => day.classes)[0]!.key;
};

/** A paper test made today for the viewer's first batch (an admin's any, a teacher's own). */
const paperTestId = async (request: APIRequestContext) => {
  const asAdmin = await request.get('/api/admin/batches');
  const batches = await dataOf<{ id: string }[]>(
    asAdmin.ok() ? asAdmin : await request.get('/api/teacher/batches'),
  );
  const created = await request.post('/api/paper-tests', {
    headers: origin,
    data: {
      batchId: batches[0]!.id,
      name: 'Unit test 1',
      heldOn: academyToday(),
      subjects: [{ name: 'Physics', maxMarks: 50 }],
    },
  });
  return (await dataOf<{ id: string }>(created)).id;
};

const TEACHER_PAGES: Record<RoutePath<'teacher' | 'staff'>, Address> = {
  '/teacher': '/teacher',
  '/teacher/doubts': '/teacher/doubts',
  '/classes/:key': async (request) => `/classes/${await classKey(request)}`,
  '/paper-tests': '/paper-tests',
  '/paper-tests/:id': async (request) => `/paper-tests/${await paperTestId(request)}`,
  '/homework': '/homework',
  '/report-cards': '/report-cards',
  '/leads': '/leads',
  '/leads/figures': '/leads/figures',
  '/leads/:id': async (request) => {
    const added = await request.post('/api/admissions/leads', {
      headers: origin,
      data: { name: 'Fits Phone Lead', phone: uniquePhone(), source: 'walk-in' },
    });
    return `/leads/${(await dataOf<{ id: string }>(added)).id}`;
  },
};

/** Leads are for admins and the teachers they name counsellors: the demo teacher is none. */
const LEAD_PAGES = new Set<string>(['/leads', '/leads/figures', '/leads/:id']);

const STUDENT_PAGES: Record<RoutePath<'student'>, Address> = {
  '/tests/:id': async (request) => `/tests/${await freeTestId(request)}`,
  '/tests/attempt/:attemptId': async (request) => `/tests/attempt/${await startAttempt(request)}`,
  '/tests/attempt/:attemptId/result': async (request) => {
    const id = await startAttempt(request);
    await dataOf(await request.post(`/api/mock-attempts/${id}/submit`, { headers: origin }));
    return `/tests/attempt/${id}/result`;
  },
  '/student/my-courses': '/student/my-courses',
  '/student/batches': '/student/batches',
  '/student/my-tests': '/student/my-tests',
  '/student/my-courses/:id': async (request) => {
    const id = await courseId(request, '&free=true');
    await dataOf(await request.post(`/api/purchase/${id}`, { headers: origin }));
    return `/student/my-courses/${id}`;
  },
  '/doubts/ask': '/doubts/ask',
};

/** Opens the page, waits for it and its data, and measures the whole document's width. */
async function expectFitsThePhone(page: Page, address: Address, prefix = '') {
  const url = prefix + (typeof address === 'string' ? address : await address(page.request));
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url}, shown at ${page.url()}, is wider than the phone`).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
}

for (const path of ROUTE_PATHS.public) {
  test(`a visitor's ${path} fits a 390 px phone`, async ({ page }) => {
    await expectFitsThePhone(page, PUBLIC_PAGES[path]);
  });
}

for (const path of [...ROUTE_PATHS.admin, ...ROUTE_PATHS.signedIn]) {
  test(`an admin's ${path} fits a 390 px phone`, async ({ page }) => {
    await signIn(page, E2E_ADMIN);
    const address =
      path in ADMIN_PAGES
        ? ADMIN_PAGES[path as RoutePath<'admin'>]
        : SIGNED_IN_PAGES[path as RoutePath<'signedIn'>];
    await expectFitsThePhone(page, address);
  });
}

// Hindi's words are longer and its lines taller: the admin's tables and forms still fit. A test
// per page, as in English: the two workers share them, and a failure names its page.
for (const path of ROUTE_PATHS.admin) {
  test(`an admin's /hi${path} fits a 390 px phone`, async ({ page }) => {
    await signIn(page, E2E_ADMIN);
    await expectFitsThePhone(page, ADMIN_PAGES[path], '/hi');
  });
}

for (const path of [...ROUTE_PATHS.teacher, ...ROUTE_PATHS.staff]) {
  test(`a teacher's ${path} fits a 390 px phone`, async ({ page }) => {
    await signIn(page, LEAD_PAGES.has(path) ? E2E_ADMIN : DEMO_TEACHER);
    await expectFitsThePhone(page, TEACHER_PAGES[path]);
  });
}

for (const path of ROUTE_PATHS.parent) {
  test(`a parent's ${path} fits a 390 px phone`, async ({ page }) => {
    await signIn(page, DEMO_PARENT);
    await expectFitsThePhone(page, PARENT_PAGES[path]);
  });
}

for (const path of ROUTE_PATHS.student) {
  test(`a student's ${path} fits a 390 px phone`, async ({ page }) => {
    await registerStudent(page, { name: 'Kiran Das' });
    await expectFitsThePhone(page, STUDENT_PAGES[path]);
  });
}
