import type { Page } from '@playwright/test';
import { DEMO_STUDENT, expect, signIn, test } from '../fixtures.ts';

/**
 * A signed-in page is drawn by the browser, from its script, and comes with who is signed in:
 * what it needs is asked for side by side, not one after another (docs/architecture.md, "How a
 * signed-in page starts").
 */

async function firstCourseId(page: Page) {
  const res = await page.request.get('/api/courses');
  const body = (await res.json()) as { data: { items: { _id: string }[] } };
  return body.data.items[0]!._id;
}

/** The API's addresses the page asks for while it opens. */
function apiRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  return asked;
}

test('a signed-in page comes with who is signed in, so it asks for its own data at once', async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT);
  const asked = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toContain('/api/student/home');
  expect(asked).not.toContain('/api/auth/me');
});

test('a student back after the access cookie lapsed opens the page signed in, renewed by it', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_STUDENT);
  // Fifteen minutes later the browser no longer sends the access cookie: only the refresh one.
  await context.clearCookies({ name: 'academy_at' });
  const asked = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toContain('/api/student/home');
  expect(asked.filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
  // The page renewed the session: the API answers as the student.
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.user.phone).toContain(DEMO_STUDENT.phone);
});

test('each signed-in page names its own code in its head, to be fetched with the entry', async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT);
  const courseId = await firstCourseId(page);
  const pages: [string, RegExp][] = [
    ['/dashboard', /student-home-route-/],
    ['/profile', /profile-route-/],
    [`/student/my-courses/${courseId}`, /player-route-/],
  ];
  for (const [path, chunk] of pages) {
    const html = await (await page.request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => href!,
    );
    expect(
      preloads.some((href) => /signed-in-routes-/.test(href)),
      path,
    ).toBe(true);
    expect(
      preloads.some((href) => chunk.test(href)),
      path,
    ).toBe(true);
  }
});
