import type { Page } from '@playwright/test';
import { phoneFontsEnv } from '../../scripts/bench/phone-fonts.ts';
import { E2E_BASE_URL, expect, test } from '../fixtures.ts';

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

const fontFiles = async (page: Page) => (await fontTimings(page)).fonts.map(({ name }) => name);

test("a first Hindi page looks for the device's Devanagari font; without one it fetches Noto's", async ({
  page,
}) => {
  // Data saver fetches nothing for later pages (below): what comes is for this page's text.
  await page.addInitScript(() => localStorage.setItem('data-saver', 'on'));
  await page.goto('/hi/about');
  // The device's own Devanagari font first (Windows', Apple's), Noto where it has none.
  expect(await bodyFont(page)).toMatch(
    /^"Mukta fallback", "Nirmala UI", "Kohinoor Devanagari", "Noto Sans Devanagari",/,
  );
  // This machine has none: its text is drawn in Noto's regular file.
  await expect
    .poll(() => fontFiles(page))
    .toContainEqual(expect.stringMatching(/noto-sans-devanagari-devanagari-400/));
});

test('after a first Hindi page, the next pages have Noto in its two weights', async ({ page }) => {
  await page.goto('/hi/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('academy-fonts'))).toBe('1');
  await page.getByRole('link', { name: 'PYQs' }).first().click();
  await expect(page).toHaveURL(/\/hi\/pyqs$/);
  await expect(page.locator('html')).toHaveClass(/\bfonts\b/);
  expect(await bodyFont(page)).toMatch(/^Mukta, "Mukta fallback", "Noto Sans Devanagari",/);
  expect(
    await page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', 'क')),
  ).toBe(true);
});

test('a phone with Noto of its own downloads none of it, on the first Hindi page or for the next', async ({
  playwright,
  launchOptions,
}) => {
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    env: { ...process.env, ...phoneFontsEnv() },
  });
  try {
    const page = await browser.newPage({ baseURL: E2E_BASE_URL });
    await page.goto('/hi/about');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('academy-fonts'))).toBe('1');
    // Only Mukta's two files, after load; the text is in the phone's Noto, found by its name.
    expect((await fontFiles(page)).sort()).toEqual([
      expect.stringMatching(/mukta-latin-400/),
      expect.stringMatching(/mukta-latin-700/),
    ]);
    const noto = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari')
        .map((face) => `${face.weight} ${face.status}`),
    );
    expect(noto.sort()).toEqual(['400 loaded', '600 loaded']);
  } finally {
    await browser.close();
  }
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
