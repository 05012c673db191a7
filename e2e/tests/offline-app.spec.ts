import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, registerStudent, test } from '../fixtures.ts';

// These tests are about the service worker, which every other spec keeps out of the way. One at
// a time: the last one deploys a new worker, which every page of this origin would notice.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const BUILT_WORKER = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');

/** Writes the worker as a deploy would, with the compressed copies the server prefers. */
async function deployWorker(source: Buffer) {
  await writeFile(BUILT_WORKER, source);
  await writeFile(`${BUILT_WORKER}.br`, brotliCompressSync(source));
  await writeFile(`${BUILT_WORKER}.gz`, gzipSync(source));
}

/**
 * Waits until the service worker is installed and answers this page's requests, then loads the
 * page again: what the first load asked for went past the worker, as it does for a new visitor.
 */
async function untilServedByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await page.reload();
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The paths of the private caches' text answers that contain the words. */
const privateCachesMention = (page: Page, words: string) =>
  page.evaluate(async (words) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('private-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (!response?.headers.get('content-type')?.match(/json|html/)) continue;
        if ((await response.text()).includes(words)) found.push(new URL(request.url).pathname);
      }
    }
    return found;
  }, words);

/** What the browser logs for requests that met no network: expected here, and only here. */
const withoutOfflineNoise = (errors: string[]) =>
  errors.filter(
    (error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(error),
  );

test('the manifest names the academy and the app is installable', async ({ page }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  await page.goto('/');
  expect(body.name).toBe(await page.evaluate(() => document.title));
  expect(body.short_name.length).toBeLessThanOrEqual(12);
  expect(body).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of body.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await untilServedByWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  // The whole browser's test window is a private one, where Chromium installs nothing (its
  // headless shell does not say so); there is no other reason.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});

test('"Install app" shows where the browser offers it, and asks the browser once', async ({
  page,
}) => {
  await registerStudent(page, { name: 'Ira Sen' });
  await page.goto('/settings');
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);
  // Chromium offers installation with this event; the test stands in for its dialog.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  await expect(install).toHaveCount(0);
});

test('visited pages open again offline; a page never opened says so', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await untilServedByWorker(page);
  // Opened while the service worker is in charge, so it keeps them. A seeded course: other
  // specs edit the courses they create while this one runs.
  await page.goto('/courses');
  await expect(page.getByRole('article').first()).toBeVisible();
  const title = 'Class 8 Mathematics Complete Course';
  const list = await (await page.request.get(`/api/courses?q=${encodeURIComponent(title)}`)).json();
  const courseId = list.data.items.find((c: { title: string }) => c.title === title)._id;
  const address = `/course/${courseId}`;
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The worker stores the page, rendered with the course in it, once it has reached the browser.
  await expect.poll(async () => await privateCachesMention(page, title)).toContain(address);
  // And the cover's thumbnail, which the phone's own cache may drop sooner.
  const shown = await page
    .locator('img[src^="/thumbnails/"]')
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await caches.open('thumbnails')).keys().then((k) => k.map((r) => r.url)),
      ),
    )
    .toContain(shown);

  await context.setOffline(true);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Its cover too: the worker kept the thumbnail when the page showed it online.
  const cover = page.locator('img[src^="/thumbnails/"]');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Not through page.goto, which waits for the app: the offline page is plain HTML.
  await page.evaluate(() => window.location.assign('/contact'));
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved for offline' })).toBeVisible();
  await context.setOffline(false);
  consoleErrors.splice(0, consoleErrors.length, ...withoutOfflineNoise(consoleErrors));
});

test('every page a visitor opened opens again offline, the home page too', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/courses');
  await untilServedByWorker(page);
  // Opened inside the app, as a visitor does from the menu: the browser never loads them.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The logo, home.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  for (const address of ['/', '/about', '/courses']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading your session')).toHaveCount(0);
  }
  await context.setOffline(false);
  consoleErrors.splice(0, consoleErrors.length, ...withoutOfflineNoise(consoleErrors));
});

test('a saved note opens in airplane mode, and is removed from the phone on request', async ({
  page,
  context,
  consoleErrors,
}) => {
  await registerStudent(page, { name: 'Meera Iyer' });
  await page.goto('/notes');
  await untilServedByWorker(page);
  const card = page.getByRole('article').filter({ hasText: 'Calculus Quick Revision' });
  await card.getByRole('button', { name: /Save offline/ }).click();
  await expect(page.getByText('Saved “Calculus Quick Revision” for offline reading')).toBeVisible();
  await expect(card.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await page.goto('/saved');
  const list = page.getByRole('list', { name: 'Saved files' });
  await expect(
    list.getByRole('paragraph').filter({ hasText: 'Calculus Quick Revision' }),
  ).toBeVisible();
  await expect(page.getByText(/^Using \d+ kB on this phone$/)).toBeVisible();
  const href = await list.getByRole('link', { name: /Open/ }).getAttribute('href');
  const opened = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const start = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      start: String.fromCharCode(...start),
    };
  }, href!);
  expect(opened).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });

  await list.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText(/Nothing saved yet/)).toBeVisible();
  await context.setOffline(false);
  consoleErrors.splice(0, consoleErrors.length, ...withoutOfflineNoise(consoleErrors));
});

test('signing out deletes every private cache, saved notes included', async ({ page }) => {
  await registerStudent(page, { name: 'Rohan Gill' });
  await page.goto('/notes');
  await untilServedByWorker(page);
  await page.goto('/dashboard');
  await page.goto('/notes');
  const card = page.getByRole('article').filter({ hasText: 'English Grammar Essentials' });
  await card.getByRole('button', { name: /Save offline/ }).click();
  await expect(card.getByRole('button', { name: /Saved/ })).toBeVisible();
  expect(await cacheNames(page)).toEqual(
    expect.arrayContaining(['private-pages', 'private-data', 'private-saved']),
  );
  // Each stored page came with who was signed in.
  expect(await privateCachesMention(page, 'Rohan Gill')).toEqual(
    expect.arrayContaining(['/dashboard', '/notes']),
  );

  await page.getByRole('button', { name: 'Account menu for Rohan Gill' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  // The visitor's home fills the caches again, but nothing of the student's is left in them.
  await expect.poll(async () => (await cacheNames(page)).includes('private-saved')).toBe(false);
  expect(await privateCachesMention(page, 'Rohan Gill')).toEqual([]);
});

test('a new version is announced, and the page reloads into it on request', async ({ page }) => {
  await page.goto('/');
  await untilServedByWorker(page);
  // The next deploy: the same worker with a byte changed, which is what makes it new.
  const current = await readFile(BUILT_WORKER);
  await deployWorker(Buffer.concat([current, Buffer.from('\n// the next build\n')]));
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    const toast = page.getByText('Update available');
    await expect(toast).toBeVisible();
    await expect(page.getByText('A new version of the app is ready.')).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(toast).toHaveCount(0);
    // The page is now served by the new worker, and nothing is left waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), active: Boolean(registration?.active) };
      }),
    ).toEqual({ waiting: false, active: true });
  } finally {
    await deployWorker(current);
  }
});
