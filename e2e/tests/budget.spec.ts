import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** DESIGN.md budgets for the first visit of `/` (sizes, not timings). */
const BUDGET = { js: 150 * 1024, css: 30 * 1024 };

/** The gzip size of every script and stylesheet a first visit of `path` downloads. */
async function firstLoadSizes(page: Page, path: string) {
  const sizes = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // The route's code comes after the entry has run, possibly after a quiet half second; it is in
  // by React's ready mark.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

for (const path of ['/', '/hi']) {
  test(`the first visit of ${path} stays within the JavaScript and CSS budgets`, async ({
    page,
  }) => {
    const sizes = await firstLoadSizes(page, path);
    test.info().annotations.push({
      type: `first load of ${path}`,
      description: `JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB gzip`,
    });
    expect(sizes.js).toBeGreaterThan(0);
    expect(sizes.js).toBeLessThanOrEqual(BUDGET.js);
    expect(sizes.css).toBeLessThanOrEqual(BUDGET.css);
  });
}
