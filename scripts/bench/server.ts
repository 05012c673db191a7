/** Starting the real server for a measurement, as `npm start` would, on a free port. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BENCH_ADMIN = { phone: '9000000001', password: 'bench-admin-passphrase' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

export function buildWeb(tree = root) {
  console.log(`Building the web app in ${tree}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build -w apps/web failed');
}

function ensureWebBuild(tree: string) {
  if (!existsSync(path.join(tree, 'apps/web/dist/index.html'))) buildWeb(tree);
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built app on a temporary DATA_DIR. Without `databaseUrl` it runs on PGlite with demo
 * content, as a first `npm start` does. `tree` is the checkout to run, this one by default (an A/B
 * runs another beside it).
 */
export async function startServer(
  options: { databaseUrl?: string; env?: Record<string, string>; tree?: string } = {},
): Promise<RunningServer> {
  const tree = options.tree ?? root;
  ensureWebBuild(tree);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  // The server reads DATABASE_URL itself; the one of this shell must not leak in.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(tree, 'apps/server/src/server.ts')], {
    cwd: tree,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PHONE: BENCH_ADMIN.phone,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: options.databaseUrl ? 'false' : 'true',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, Date.now() + 120_000, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, process: child, stop };
}

async function waitForHealth(baseUrl: string, deadline: number, exited: Promise<void>) {
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(gone ? 'the server exited while starting' : 'the server did not become healthy');
}

/** The id of a published demo course, for `/course/:id`. */
export async function firstCourseId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/courses`);
  const body = (await res.json()) as { data?: { items?: { _id: string }[] } };
  const id = body.data?.items?.[0]?._id;
  if (!id) throw new Error('GET /api/courses returned no course');
  return id;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A fixed-width text table for the terminal. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    line(cells[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
