import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** A published demo course: its title and address. */
async function demoCourse(request: APIRequestContext) {
  const res = await request.get('/api/courses?sort=newest');
  const [course] = (await res.json()).data.items as { _id: string; title: string }[];
  return course!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's page arrives with its content", async ({ page }) => {
    const course = await demoCourse(page.request);

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn with teachers who know your syllabus' }),
    ).toBeVisible();

    await page.goto('/courses');
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('heading', { name: course.title })).toBeVisible();
    // Every card's cover, those a browser with scripts fetches after load included.
    expect(await list.locator('article img').count()).toBe(await list.locator('article').count());

    await page.goto(`/course/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible();
  });
});

test('the rendered page comes alive: its links and buttons work after it loads', async ({
  page,
}) => {
  const course = await demoCourse(page.request);
  // A stored dark theme: the server renders the default, the browser takes over with the choice.
  await page.addInitScript(() => localStorage.setItem('academy-theme', 'dark'));
  await page.goto('/courses');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('link', { name: course.title }).first().click();
  await expect(page).toHaveURL(`/course/${course._id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // Any hydration mismatch is logged as an error, which fails the test (fixtures.ts).
});

test('a rendered page with a parameter in its address comes alive as the server drew it', async ({
  page,
}) => {
  const course = await demoCourse(page.request);
  // The heading the server sent, before any script ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('#root h1') });
    }),
  );
  for (const path of [`/course/${course._id}`, '/courses/class-9-10', '/hi/courses/class-9-10']) {
    await page.goto(path);
    // The same element: the router took the page over, rather than drawing it again.
    expect(
      await page.evaluate(() => {
        const { serverHeading } = window as unknown as { serverHeading: Element | null };
        return serverHeading !== null && document.querySelector('#root h1') === serverHeading;
      }),
    ).toBe(true);
  }
});

test("a study list's cards arrive with the page: nothing asks the list's API before it comes alive", async ({
  page,
}) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (['/api/notes', '/api/resources', '/api/mock-tests'].includes(pathname)) lists.push(r.url());
  });
  for (const [path, api, name] of [
    ['/notes', '/api/notes?page=1', 'Notes'],
    ['/ncert-textbooks', '/api/resources?kind=textbook', 'NCERT Textbooks'],
    ['/hi/pyqs', '/api/resources?kind=paper', 'पिछले वर्षों के प्रश्न पत्र (PYQ)'],
  ] as const) {
    const answer = (await (await page.request.get(api)).json()).data;
    const [first] = (Array.isArray(answer) ? answer : answer.items) as { title: string }[];
    // Waits until the app has taken the page over (fixtures.ts).
    await page.goto(path);
    await expect(
      page.getByRole('list', { name }).getByRole('heading', { name: first!.title }),
    ).toBeVisible();
  }
  expect(lists).toEqual([]);

  // A filter in the address is another list: that one the page asks for.
  await page.goto('/notes?access=free');
  expect(lists).toEqual([expect.stringContaining('/api/notes?access=free')]);
});

test("the page's script and catalog are asked for only once its first paint and its largest picture are on the screen", async ({
  page,
}) => {
  await page.goto('/hi/courses');
  const timings = await page.evaluate(async () => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    // When the largest paint reached the screen (the frame's presentation, not its drawing).
    const largest = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const resources = (pattern: RegExp) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        pattern.test(entry.name),
      );
    const started = (pattern: RegExp) => resources(pattern).map((entry) => entry.startTime);
    // The first card's cover, fetched at high priority: the largest picture on a phone.
    const cover = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    return {
      paint,
      largest,
      cover: resources(/\/thumbnails\//).find((entry) => entry.name === cover.currentSrc)!
        .responseEnd,
      entry: started(/\/assets\/index-[\w-]+\.js$/),
      catalog: started(/\/assets\/catalog-hi-[\w-]+\.json$/),
    };
  });
  expect(timings.entry).toHaveLength(1);
  expect(timings.catalog).toHaveLength(1);
  for (const after of [timings.paint, timings.cover, timings.largest]) {
    expect(timings.entry[0]).toBeGreaterThanOrEqual(after);
    expect(timings.catalog[0]).toBeGreaterThanOrEqual(after);
  }
  // The page came alive in Hindi with the catalog file.
  await expect(page.getByRole('button', { name: 'डार्क थीम' })).toBeVisible();
});

test("a rendered page's route chunks are preloaded after its paint, as the page names them", async ({
  page,
}) => {
  await page.goto('/notes');
  const { paint, named, linked, started } = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="route-modules"]')!;
    const names = meta.content.split(' ');
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      named: names,
      linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      started: performance
        .getEntriesByType('resource')
        .filter((entry) => names.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    };
  });
  expect(named.length).toBeGreaterThan(4);
  // Preloaded a few to a task before the route loads: Vite's preloading finds none left to add.
  expect(linked).toEqual(named);
  expect(started).toHaveLength(named.length);
  for (const start of started) expect(start).toBeGreaterThanOrEqual(paint);
});

test("without its catalog file the page comes alive with the catalog's chunk", async ({
  page,
  consoleErrors,
}) => {
  // A page kept from before a deploy names a file that is gone, or the phone is offline.
  await page.route(/\/assets\/catalog-[\w-]+\.json$/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/hi/courses');
  await page.getByRole('button', { name: 'डार्क थीम' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
});

test('a page whose largest picture fails comes alive all the same', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/thumbnails\//, (route) => route.fulfill({ status: 404 }));
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(consoleErrors.every((error) => error.includes('status of 404'))).toBe(true);
  consoleErrors.length = 0;
});

test("a page whose code fails to load stays the server's page, its links working", async ({
  context,
}) => {
  // A page of its own: the fixture's waits for the app to come alive, which it never does here.
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(/\/assets\/about-route-[\w-]+\.js$/, (route) => route.abort());
  const routeCode = page.waitForEvent('requestfailed');
  await page.goto('/about');
  await routeCode;
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Academy');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  // The script gives up quietly: no error of its own beside the chunk the browser could not fetch.
  expect(pageErrors).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
});

test("a page whose code fails to load on the way there shows what went wrong inside the site's header and footer", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/about-route-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('This page could not be shown. Reloading usually fixes it.'),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn with teachers who know your syllabus' }),
  ).toBeVisible();
  // The browser reports the chunk it could not fetch; the app itself adds no error.
  expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
  consoleErrors.length = 0;
});

test("a program's courses arrive with the page: nothing asks the course list before it comes alive", async ({
  page,
}) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/courses') lists.push(r.url());
  });
  const answer = await page.request.get('/api/courses?program=class-9-10&sort=newest');
  const [first] = (await answer.json()).data.items as { title: string }[];
  await page.goto('/courses/class-9-10');
  await expect(
    page.getByRole('list', { name: 'Courses' }).getByRole('heading', { name: first!.title }),
  ).toBeVisible();
  expect(lists).toEqual([]);
});

test("a form's validation is fetched when the visitor first focuses it, not with the page", async ({
  page,
}) => {
  // Zod's error class names itself in every build: the mark of the schemas' code.
  const scripts: { url: string; hasZod: boolean }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), hasZod: (await response.text()).includes('$ZodError') });
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.hasZod)).toEqual([]);

  await page.getByLabel('Phone').focus();
  await expect.poll(() => scripts.some((s) => s.hasZod)).toBe(true);
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter a valid Indian mobile number')).toBeVisible();
});

test('every script of a page asks V8 to compile it as it arrives, off the main thread', async ({
  page,
}) => {
  const scripts: { url: string; hinted: boolean }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    const text = await response.text();
    scripts.push({
      url: response.url(),
      hinted: text.startsWith('//# allFunctionsCalledOnLoad\n'),
    });
  });
  await page.goto('/notes');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(4);
  expect(scripts.filter((s) => !s.hinted)).toEqual([]);
});
