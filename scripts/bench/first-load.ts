/**
 * What a first visit of a page downloads: the gzip size of its scripts and stylesheets, lazy
 * chunks included, measured in Chromium. Shared by the bench's table (`sizes.ts`) and the test
 * suite's budget check (`e2e/tests/budget.spec.ts`).
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** A public page's first load: docs/performance.md's budgets, with 160 KB of JavaScript (§81). */
export const SIZE_BUDGET = { js: 160 * 1024, css: 30 * 1024 };

/**
 * The public pages held to that budget (the list), `:id` standing for the first course,
 * each in English and, with the `/hi` prefix, in Hindi.
 */
export const BUDGET_PAGES = [
  '/',
  '/courses',
  '/courses/class-9-10',
  '/course/:id',
  '/notes',
  '/ncert-textbooks',
  '/ncert-solutions',
  '/pyqs',
  '/tests',
  '/about',
  '/contact',
  '/useful-links',
  '/login',
  '/register',
] as const;

/** The pages of `BUDGET_PAGES` in both languages, with `:id` filled in. */
export const budgetPaths = (courseId: string) =>
  BUDGET_PAGES.flatMap((page) => {
    const path = page.replace(':id', courseId);
    return [path, path === '/' ? '/hi' : `/hi${path}`];
  });

export interface FirstLoadSizes {
  js: number;
  css: number;
  files: number;
}

export const isWithinBudget = (sizes: FirstLoadSizes) =>
  sizes.js > 0 && sizes.js <= SIZE_BUDGET.js && sizes.css <= SIZE_BUDGET.css;

/** Opens `url` in a page with nothing cached and adds up what it downloads until it is ready. */
export async function firstLoadSizes(page: Page, url: string): Promise<FirstLoadSizes> {
  const sizes = { js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
        sizes.files += 1;
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The app fetches the route's code only once its entry has run; on a slow moment that can come
  // after half a second without traffic, which already counts as idle. React's ready mark (set
  // once it has taken the page over) comes after that code.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return sizes;
}
