import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './server.ts';

/**
 * Debian's Chromium; the test runner never downloads a browser of its own. Its headless shell
 * (`apt-get install chromium-headless-shell`) is what Playwright itself runs headless: the same
 * engine without the whole browser around it, it ran the page-fit and axe files in 2.7 minutes
 * where the full browser took 4.2 (decision 124). The full browser serves where it is missing.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const chromium = {
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Hang guards, not timings: a flow with several sign-ins (argon2) and axe audits takes far
  // longer on a busy 2-core machine than on a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace of actions, network and DOM snapshots. The screencast is left
    // out: encoding every frame of every test nearly doubled the suite's time on two cores and
    // starved the pages under test.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The service worker answers from its caches, past `page.route` and the network: only the
    // offline app's tests (offline-app.spec.ts) let it run.
    serviceWorkers: 'block',
    ...chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...chromium },
      testIgnore: /mobile\.spec/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...chromium },
      testMatch: /mobile\.spec/,
    },
  ],
});
