import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';

/**
 * The real server started as a service would be (production, no terminal) on an empty embedded
 * database: it generates the administrator's password, keeps it out of its output, and makes the
 * first sign-in replace it.
 */
describe('the first start of a production server', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-first-start-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'none',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'first-start-secret-that-is-long-enough-for-hs256',
      PUBLIC_ORIGIN: 'https://vidya.example.in',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  afterAll(async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), 60_000);
    server.stdout.on('data', () => {
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });

  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) cookie = set.join('; ');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads what it expects
    return { status: res.status, body: (await res.json()) as any };
  };

  it('keeps the generated password out of its output and makes the admin replace it', async () => {
    const file = path.join(dataDir, 'admin-password.txt');
    const [phone, password] = (await readFile(file, 'utf8')).trim().split(' ');
    expect(password!.length).toBeGreaterThanOrEqual(16);
    expect(output).toContain(`the generated password is in ${file}`);
    expect(output).not.toContain(password);

    const login = await call('POST', '/api/auth/login', { phone, password });
    expect(login.status).toBe(200);
    expect(login.body.data.user.mustChangePassword).toBe(true);
    expect((await call('GET', '/api/auth/me')).body.data.user.mustChangePassword).toBe(true);
    const refused = await call('GET', '/api/admin/stats');
    expect(refused).toEqual({
      status: 403,
      body: { success: false, message: AUTH_MESSAGES.mustChangePassword },
    });

    const newPassword = 'the-academy-owner-chose-this';
    const changed = await call('POST', '/api/auth/password', {
      currentPassword: password,
      newPassword,
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/me')).body.data.user.mustChangePassword).toBe(false);
    expect((await call('GET', '/api/admin/stats')).status).toBe(200);
    expect(output).not.toContain(password);
    expect(output).not.toContain(newPassword);
  });
});
