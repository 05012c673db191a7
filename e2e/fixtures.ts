import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_SERVER_LOG } from './server.ts';

export const DEMO_STUDENT = { phone: '9876543210', password: 'demo-student-2026' };
export const DEMO_TEACHER = { phone: '9000000101', password: 'demo-teacher-2026' };
export const DEMO_PARENT = { phone: '9000000201', password: 'demo-parent-2026' };
export { E2E_ADMIN, E2E_BASE_URL };

/**
 * The buyer's address and state, which the checkout asks for before a paid order: the demo
 * academy has a GSTIN, so it issues tax invoices (CGST rule 46).
 */
export async function fillInvoiceAddress(checkout: Locator, state = 'Delhi') {
  await checkout
    .getByLabel('Postal address', { exact: true })
    .fill('12 Test Lane, New Delhi 110001');
  await checkout.getByLabel('State', { exact: true }).selectOption(state);
}

/** A valid Indian mobile number no other test uses. */
export const uniquePhone = () => `97${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** Signs the page's browser context in through the API, as the login form would. */
export async function signIn(page: Page, account: { phone: string; password: string }) {
  const res = await page.request.post('/api/auth/login', {
    data: account,
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(200);
}

/** Nothing wider than a 390 px phone: no sideways scrolling. */
export async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/**
 * Fails the test on any accessibility violation axe finds on the page. Routes load lazily, so it
 * first waits for what every rendered page has, a level-one heading in the main landmark, rather
 * than auditing the loading fallback. (A CSS locator: an open dialog hides the page from roles.)
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('main h1').first()).toBeAttached();
  // Anything fading in or out is half transparent, and axe would read its text as low contrast:
  // the audit waits until no transition or finite animation is running (a spinner never ends,
  // nor does one that follows the page's scrolling rather than the clock).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          animation.timeline !== document.timeline,
      ),
  );
  // Toasts come and go with opacity transitions, so axe reads their contrast at a random moment
  // (a toast starting to fade in has no running transition yet): they are left out. Settled, they
  // are sonner's dark text on white.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * YouTube's players and the map embed are not fetched from the internet (there is none here), so
 * they are answered locally. The site's thumbnails come from its own server, which global-setup.ts
 * points at a local stand-in for YouTube's image host.
 */
const YOUTUBE_HOSTS =
  /^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com|www\.youtube\.com|www\.google\.com)\//;

/**
 * YouTube's player as its iframe API meets it (components/youtube-player.tsx): asked to listen,
 * it posts `answer` to the page, as JSON. `onReady` is a video that plays; `onError` one YouTube
 * cannot play (150: its owner does not allow it to be embedded).
 */
export const fakePlayer = (answer: { event: string; info: unknown }) =>
  `<title>Video</title><script>addEventListener('message', (event) => {
    if (JSON.parse(event.data).event === 'listening')
      parent.postMessage(JSON.stringify(${JSON.stringify({ ...answer, channel: 'widget' })}), '*');
  });</script>`;

/**
 * Waits, after the page loads, for the app's mark that React has taken the page over
 * (`useReadyMark`): a visitor's page arrives rendered by the server, and a select changed before
 * hydration changes nothing, as it would for a person on a slow phone who tapped it too early.
 */
async function untilReady<T>(page: Page, loaded: Promise<T>) {
  const response = await loaded;
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Any console error in the page fails the test: it is a bug somewhere. So does anything the
 * page's Content-Security-Policy refused, which the browser reports without an error.
 */
export const test = base.extend<{ consoleErrors: string[]; offlineYoutube: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => untilReady(page, goto(url, options));
      page.reload = (options) => untilReady(page, reload(options));
    }
    await use(page);
  },
  offlineYoutube: [
    async ({ page }, use) => {
      await page.route(YOUTUBE_HOSTS, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: fakePlayer({ event: 'onReady', info: null }),
        }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`),
        ),
      );
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens the page of the course `query` finds first, and answers with the cover it shows and every
 * cover the page fetched: a preload that picks another file than the picture does fetches two.
 */
export async function courseCover(page: Page, query: string) {
  const res = await page.request.get(`/api/courses?q=${encodeURIComponent(query)}`);
  const { data } = (await res.json()) as { data: { items: { _id: string }[] } };
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/thumbnails/')) fetched.push(request.url());
  });
  await page.goto(`/course/${data.items[0]!._id}`);
  const cover = page.locator('img[src^="/thumbnails/"]');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return { shown: await cover.evaluate((img: HTMLImageElement) => img.currentSrc), fetched };
}

/** A second person's phone beside the test's own page: 390 x 844, touch, no service worker. */
export async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** The newest message to the phone (E.164) that the server's `log` SMS provider wrote and `pick` takes. */
async function loggedSms(
  phone: string,
  pick: (entry: { sms: { to: string; code?: string }; msg: string }) => string | undefined,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = readFileSync(E2E_SERVER_LOG, 'utf8').split('\n').reverse();
    for (const line of lines) {
      if (!line.includes('"sms"')) continue;
      const entry = JSON.parse(line) as { sms?: { to: string; code?: string }; msg: string };
      const picked =
        entry.sms?.to === phone ? pick(entry as Parameters<typeof pick>[0]) : undefined;
      if (picked) return picked;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no such SMS was logged for ${phone}`);
}

/** The last one-time code sent to the phone. */
export const codeSentTo = (phone: string) => loggedSms(phone, (entry) => entry.sms.code);

/** The last message to the phone that says `words` (a reminder, a notice, a welcome). */
export const textSentTo = (phone: string, words: string) =>
  loggedSms(phone, (entry) => (entry.msg.includes(words) ? entry.msg : undefined));

/** A new student registered through the API; the page's context is then signed in as them. */
export async function registerStudent(page: Page, overrides: Record<string, string> = {}) {
  const student = {
    name: 'Asha Verma',
    phone: uniquePhone(),
    password: 'asha-learns-every-day',
    school: 'Kendriya Vidyalaya',
    class: '10',
    gender: 'Female',
    ...overrides,
  };
  const res = await page.request.post('/api/auth/register', {
    // Each student registers from an address of their own (see TRUST_PROXY in global-setup).
    headers: {
      origin: E2E_BASE_URL,
      'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    },
    data: student,
  });
  expect(res.status()).toBe(201);
  return student;
}
