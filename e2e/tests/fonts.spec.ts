import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** Which font files were asked for and when, and when the page's load event began, in page time. */
const fontTimings = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation!.loadEventStart,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map(({ name, startTime }) => ({ name, startTime })),
    };
  });

test('a first visit reads in the sized fallback; Mukta comes after the page has loaded and shows from the next page', async ({
  page,
}) => {
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bfonts\b/);
  expect(await bodyFont(page)).toMatch(/^"Mukta fallback"/);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('academy-fonts'))).toBe('1');
  const { loaded, fonts } = await fontTimings(page);
  // Mukta's two weights, both asked for once the page had loaded.
  expect(fonts).toHaveLength(2);
  for (const { startTime } of fonts) expect(startTime).toBeGreaterThanOrEqual(loaded);
  // The page being read does not change its letters under the reader.
  expect(await bodyFont(page)).toMatch(/^"Mukta fallback"/);

  await page.getByRole('link', { name: 'PYQs' }).first().click();
  await expect(page).toHaveURL(/\/pyqs$/);
  await expect(html).toHaveClass(/\bfonts\b/);
  expect(await bodyFont(page)).toMatch(/^Mukta/);
  expect(await page.evaluate(() => document.fonts.check('16px Mukta'))).toBe(true);

  // A later visit has them from its first paint: the page's own script sets the class.
  await page.goto('/contact');
  await expect(html).toHaveClass(/\bfonts\b/);
  expect(await bodyFont(page)).toMatch(/^Mukta/);
});

test("a first Hindi page asks for Noto's regular file at most before it has loaded; the next pages have its own weights", async ({
  page,
}) => {
  await page.goto('/hi/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('academy-fonts'))).toBe('1');
  const { loaded, fonts } = await fontTimings(page);
  // Nothing on a machine with Noto of its own; here, without it, the regular file only.
  const early = fonts.filter(({ startTime }) => startTime < loaded).map(({ name }) => name);
  expect(early.filter((name) => !/noto-sans-devanagari-devanagari-400/.test(name))).toEqual([]);
  expect(await bodyFont(page)).toMatch(/^"Mukta fallback", "Noto Sans Devanagari first"/);

  await page.getByRole('link', { name: 'PYQs' }).first().click();
  await expect(page).toHaveURL(/\/hi\/pyqs$/);
  await expect(page.locator('html')).toHaveClass(/\bfonts\b/);
  expect(await bodyFont(page)).toMatch(/^Mukta, "Mukta fallback", "Noto Sans Devanagari",/);
  expect(
    await page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', 'क')),
  ).toBe(true);
});

test('with data saver on, no font is fetched', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('data-saver', 'on'));
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto('/about');
  await page.getByRole('link', { name: 'PYQs' }).first().click();
  await expect(page).toHaveURL(/\/pyqs$/);
  expect(fonts).toEqual([]);
  await expect(page.locator('html')).not.toHaveClass(/\bfonts\b/);
});
