/**
 * The gzip size of the JavaScript and CSS a first visit of each page downloads, measured in
 * Chromium from the production build (what a phone really fetches, lazy chunks included).
 */
import { chromium } from 'playwright-core';
import { firstLoadSizes, isWithinBudget, type FirstLoadSizes } from './first-load.ts';
import { buildWeb, CHROMIUM, firstCourseId, kb, startServer, table } from './server.ts';

export interface RouteSizes extends FirstLoadSizes {
  route: string;
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
      const sizes = await firstLoadSizes(await context.newPage(), `${server.baseUrl}${route}`);
      await context.close();
      routes.push({ route: route.replace(courseId, ':id'), ...sizes });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  // The home page is held to the budget in each language.
  const homes = routes.filter((r) => r.route === '/' || r.route === '/hi');
  const ok = homes.every(isWithinBudget);
  console.log('\nFirst visit, gzip (budget for / and /hi: 150 KB JS, 30 KB CSS)\n');
  console.log(
    table(
      ['Route', 'JS', 'CSS', 'Files'],
      routes.map((r) => [r.route, kb(r.js), kb(r.css), r.files]),
    ),
  );
  for (const home of homes) {
    console.log(
      isWithinBudget(home)
        ? `${home.route} is within budget: ${kb(home.js)} of 150 KB JS, ${kb(home.css)} of 30 KB CSS.`
        : `BUDGET EXCEEDED on ${home.route}: ${kb(home.js)} JS (150 KB), ${kb(home.css)} CSS (30 KB).`,
    );
  }
  return { ok, routes };
}
