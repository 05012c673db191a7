import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** When each font file was asked for, and when the page's load event began, in page time. */
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
        .map((entry) => entry.startTime),
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
  for (const start of fonts) expect(start).toBeGreaterThanOrEqual(loaded);
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
