import type { Page } from '@playwright/test';
import {
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  fakePlayer,
  registerStudent,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. A video that cannot load (its picture fails, the phone
// is offline, YouTube will not play it) shows a panel that says so, with Retry, not a broken image
// nor the browser's grey error page inside the player; a player that never answers (a network
// that blocks YouTube) gets a hint under it.

const UNAVAILABLE = 'This video could not load. Check your connection.';

async function courseId(page: Page, title: string) {
  const list = await (await page.request.get(`/api/courses?q=${encodeURIComponent(title)}`)).json();
  return list.data.items.find((c: { title: string }) => c.title === title)._id as string;
}

test('a Preview lesson opened offline says the video could not load, and plays once back online', async ({
  page,
  context,
}) => {
  const title = 'Class 10 Science Board Preparation';
  await page.goto(`/course/${await courseId(page, title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await context.setOffline(true);
  await page
    .getByRole('button', { name: 'Play preview: Chemical reactions and equations' })
    .click();
  const preview = page.getByRole('region', { name: 'Preview: Chemical reactions and equations' });
  await expect(preview.getByRole('alert')).toHaveText(new RegExp(UNAVAILABLE));
  await expect(preview.locator('iframe')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Back online, the player comes back by itself.
  await context.setOffline(false);
  await expect(preview.locator('iframe[title="Chemical reactions and equations"]')).toBeVisible();
  await expect(preview.getByText(UNAVAILABLE)).toHaveCount(0);
});

test('a lesson whose picture fails shows the panel, not a broken image, and Retry fetches it again', async ({
  page,
  context,
  consoleErrors,
}) => {
  const title = 'Class 9 Mathematics: Number Systems and Algebra';
  await registerStudent(page, { class: '9' });
  const id = await courseId(page, title);
  const enrol = await page.request.post(`/api/purchase/${id}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(enrol.status()).toBe(200);

  await page.route('**/thumbnails/**', (route) => route.abort());
  await page.goto(`/student/my-courses/${id}`);
  const panel = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(panel).toBeVisible();
  await expect(page.locator('main img[src*="/thumbnails/"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // In Hindi too.
  await page.goto(`/hi/student/my-courses/${id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'यह वीडियो लोड नहीं हो सका। अपना कनेक्शन जाँचें।' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await page.goto(`/student/my-courses/${id}`);
  await expect(panel).toBeVisible();

  await page.unroute('**/thumbnails/**');
  await panel.getByRole('button', { name: 'Retry' }).click();
  const play = page.getByRole('button', { name: /^Play / });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await play.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // Playing, then the phone goes offline: the panel, and the player again once back online.
  await play.click();
  await expect(page.locator('main iframe')).toBeVisible();
  await context.setOffline(true);
  await expect(panel).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('main iframe')).toBeVisible();
  // The browser reports the picture it was refused, and nothing else.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('net::ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test('a Preview lesson YouTube will not play shows the panel in its place, in Hindi too', async ({
  page,
}) => {
  const title = 'Class 10 Science Board Preparation';
  const lesson = 'Chemical reactions and equations';
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: fakePlayer({ event: 'onError', info: 150 }),
    }),
  );
  const id = await courseId(page, title);
  await page.goto(`/course/${id}`);
  await page.getByRole('button', { name: `Play preview: ${lesson}` }).click();
  const preview = page.getByRole('region', { name: `Preview: ${lesson}` });
  await expect(preview.getByRole('alert')).toHaveText(
    /YouTube cannot play this video here. Please tell the academy./,
  );
  await expect(preview.locator('iframe')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.goto(`/hi/course/${id}`);
  await page.getByRole('button', { name: `प्रीव्यू चलाएँ: ${lesson}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'YouTube यह वीडियो यहाँ नहीं चला सकता' }),
  ).toBeVisible();
});

test('a player that never answers (a network blocking YouTube) gets a hint and Retry', async ({
  page,
}) => {
  const title = 'Class 10 Science Board Preparation';
  const lesson = 'Chemical reactions and equations';
  let blocked = true;
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    blocked
      ? route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Blocked</title>' })
      : route.fallback(),
  );
  await page.clock.install();
  await page.goto(`/course/${await courseId(page, title)}`);
  await page.getByRole('button', { name: `Play preview: ${lesson}` }).click();
  const preview = page.getByRole('region', { name: `Preview: ${lesson}` });
  const hint = preview.getByRole('status');
  await expect(preview.locator('iframe')).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect(hint).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(hint).toHaveText(/Video not showing\? Check your connection, then try again./);
  // The player stays: it may only be slow.
  await expect(preview.locator('iframe')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  blocked = false;
  await hint.getByRole('button', { name: 'Retry' }).click();
  await expect(hint).toHaveCount(0);
  await page.clock.fastForward(12_000);
  await expect(preview.locator('iframe')).toBeVisible();
  await expect(hint).toHaveCount(0);
});
