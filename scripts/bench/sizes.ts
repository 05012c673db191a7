/**
 * The gzip size of the JavaScript and CSS a first visit of each page downloads, measured in
 * Chromium from the production build (what a phone really fetches, lazy chunks included).
 */
import { chromium } from 'playwright-core';
import { budgetPaths, firstLoadSizes, isWithinBudget, type FirstLoadSizes } from './first-load.ts';
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
    for (const route of budgetPaths(courseId)) {
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
  const ok = routes.every(isWithinBudget);
  console.log('\nFirst visit, gzip (budget for each page: 160 KB JS, 30 KB CSS)\n');
  console.log(
    table(
      ['Route', 'JS', 'CSS', 'Files'],
      routes.map((r) => [r.route, kb(r.js), kb(r.css), r.files]),
    ),
  );
  const over = routes.filter((r) => !isWithinBudget(r));
  console.log(
    over.length
      ? over
          .map((r) => `BUDGET EXCEEDED on ${r.route}: ${kb(r.js)} JS, ${kb(r.css)} CSS.`)
          .join('\n')
      : `Every page is within budget; the largest loads ${kb(Math.max(...routes.map((r) => r.js)))} JS.`,
  );
  return { ok, routes };
}
