import type { Page } from '@playwright/test';
import { DEMO_STUDENT, expect, signIn, test } from '../fixtures.ts';

/**
 * A signed-in page is drawn by the browser, from its script: what it needs is asked for side by
 * side, not one after another (docs/architecture.md, "How a signed-in page starts").
 */

async function firstCourseId(page: Page) {
  const res = await page.request.get('/api/courses');
  const body = (await res.json()) as { data: { items: { _id: string }[] } };
  return body.data.items[0]!._id;
}

test('a signed-in page asks who is signed in without waiting for its own code', async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT);
  const asked = page.waitForRequest('**/api/auth/me');
  // The page's code is held until the session has been asked for: were the question asked only
  // once the page rendered, neither would ever come.
  await page.route(/\/assets\/student-home-route-[^/]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
