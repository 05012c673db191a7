/**
 * The gzip size of the JavaScript and CSS a first visit of each page downloads, measured in
 * Chromium from the production build (what a phone really fetches, lazy chunks included).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { buildWeb, CHROMIUM, firstCourseId, kb, startServer, table } from './server.ts';

/** DESIGN.md "Performance budgets": the first load of `/`. */
export const SIZE_BUDGET = { js: 150 * 1024, css: 30 * 1024 };

export interface RouteSizes {
  route: string;
  js: number;
  css: number;
  files: number;
}

async function firstLoad(page: Page, url: string) {
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

/** Returns true when every budget holds. */
export async function runSizes(): Promise<{ ok: boolean; routes: RouteSizes[] }> {
  buildWeb();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const routes: RouteSizes[] = [];
  try {
    const courseId = await firstCourseId(server.baseUrl);
    const paths = [
      '/',
      '/hi',
      '/courses',
      `/course/${courseId}`,
      '/ncert-textbooks',
      '/notes',
      '/login',
      '/hi/login',
    ];
    for (const route of paths) {
      // A fresh context per page: a first visit, nothing cached from the previous one.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const sizes = await firstLoad(await context.newPage(), `${server.baseUrl}${route}`);
      await context.close();
      routes.push({ route: route.replace(courseId, ':id'), ...sizes });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  // The home page is held to the budget in each language.
  const homes = routes.filter((r) => r.route === '/' || r.route === '/hi');
  const ok = homes.every((h) => h.js > 0 && h.js <= SIZE_BUDGET.js && h.css <= SIZE_BUDGET.css);
  console.log('\nFirst visit, gzip (budget for / and /hi: 150 KB JS, 30 KB CSS)\n');
  console.log(
    table(
      ['Route', 'JS', 'CSS', 'Files'],
      routes.map((r) => [r.route, kb(r.js), kb(r.css), r.files]),
    ),
  );
  for (const home of homes) {
    console.log(
      home.js > 0 && home.js <= SIZE_BUDGET.js && home.css <= SIZE_BUDGET.css
        ? `${home.route} is within budget: ${kb(home.js)} of 150 KB JS, ${kb(home.css)} of 30 KB CSS.`
        : `BUDGET EXCEEDED on ${home.route}: ${kb(home.js)} JS (150 KB), ${kb(home.css)} CSS (30 KB).`,
    );
  }
  return { ok, routes };
}
