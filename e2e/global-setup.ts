import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeRazorpay } from '../apps/server/test/fake-razorpay.ts';
import { startFakeYtimg } from '../apps/server/test/fake-ytimg.ts';
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT, E2E_RAZORPAY, E2E_SERVER_LOG } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');

/** With TEST_DATABASE_URL the server runs on a new PostgreSQL database, else on PGlite. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `academy_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const healthy = () =>
  fetch(`${E2E_BASE_URL}/api/health`).then(
    (res) => res.ok,
    () => false,
  );

async function waitForHealth(deadline: number, exited: () => boolean) {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the app exited before it became healthy');
    if (await healthy()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become healthy in time');
}

/** Starts the built app on a fresh data folder (and database), as `npm start` would. */
export default async function globalSetup() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No web build: run `npm run build` first (npm run test:e2e does).');
  }
  // Another run's server on the port would answer this run's tests (two worktrees, say).
  if (await healthy()) {
    throw new Error(`Something already answers on ${E2E_BASE_URL}: set E2E_PORT to another port.`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  // Paid items are bought through Razorpay's flow against a local fake and its stand-in Checkout.
  const razorpay = await startFakeRazorpay(E2E_RAZORPAY);
  // The server passes YouTube's thumbnails on: here every video's is a picture about a
  // thumbnail's width. A 1x1 one offered in a `srcset` as 640 px wide has a natural width of 0,
  // which the cover takes for a broken picture.
  const thumbnail = readFileSync(path.join(root, 'apps/web/public/icons/icon-512.png'));
  const ytimg = await startFakeYtimg({ picture: () => ({ type: 'image/png', body: thumbnail }) });
  const database = await freshDatabaseUrl();
  // The server reads DATABASE_URL itself; the one of this shell must not leak in.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The suite registers more students than one address may in an hour; registerStudent
      // stands in for many phones by naming its own address, as a proxy on loopback would.
      TRUST_PROXY: 'loopback',
      ...razorpay.env,
      ...ytimg.env,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's log goes on to the terminal and into a file the tests read (the `log` SMS
  // provider's codes).
  const log = createWriteStream(E2E_SERVER_LOG);
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  let exited = false;
  const exit = new Promise((resolve) => server.once('exit', resolve)).then(() => (exited = true));
  await waitForHealth(Date.now() + 60_000, () => exited);

  return async () => {
    // A server that already stopped is not waited for again.
    server.kill('SIGTERM');
    await exit;
    await database.drop();
    await razorpay.close();
    await ytimg.close();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
