import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The README's quick start, checked as a newcomer would run it: `npm start` on a fresh data
 * folder (the embedded PGlite, demo content), then a browser opens `/` and signs in. The browser
 * suite itself runs once, on PostgreSQL (playwright.config.ts); this is the PGlite run of CI.
 */
const port = Number(process.env.SMOKE_PORT ?? 4318);
const dataDir = path.join(os.tmpdir(), `academy-smoke-${port}`);

export default defineConfig({
  ...base,
  testDir: './smoke',
  globalSetup: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'quick start', use: base.projects?.[0]?.use ?? {} }],
  webServer: {
    // A fresh folder each time: the first start migrates it and seeds the demo academy.
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A hang guard: the first start migrates and seeds a new database.
    timeout: 120_000,
  },
});
