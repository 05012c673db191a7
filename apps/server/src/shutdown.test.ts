import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { rowsOf } from '../test/database.ts';
import { multipart } from '../test/multipart.ts';
import { sql } from 'drizzle-orm';
import { simplePdf } from './demo/pdf.ts';

const ADMIN = { phone: '9000000077', password: 'shutdown-admin-pass' };

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

describe('SIGTERM during an upload', () => {
  it('leaves no partial file and no row', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-shutdown-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const server = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...inherited,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PHONE: ADMIN.phone,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        SHUTDOWN_GRACE_SECONDS: '1',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      },
      stdio: 'ignore',
    });
    try {
      for (let i = 0; i < 240; i += 1) {
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      const pdf = Buffer.concat([simplePdf(['Half a file']), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
      const { payload, headers } = await multipart(
        {
          title: 'Cut off',
          des: 'Never finished.',
          uploadMethod: 'file',
          isFree: 'true',
          category: ['x'],
        },
        [{ name: 'cut.pdf', content: pdf }],
      );
      const upload = request(`${base}/api/notes`, {
        method: 'POST',
        headers: { ...headers, 'content-length': payload.length, cookie, origin: base },
      });
      const failed = once(upload, 'error').catch(() => undefined);
      upload.on('response', (res) => res.resume());
      // Half the body, then the client stalls: the server is mid-upload when told to stop.
      upload.write(payload.subarray(0, payload.length / 2));
      await new Promise((r) => setTimeout(r, 500));
      server.kill('SIGTERM');
      const [code] = await once(server, 'exit');
      expect(code).toBe(0);
      upload.destroy();
      await failed;

      expect(await readdir(path.join(dataDir, 'files'))).toEqual([]);
      const database = openPglite(path.join(dataDir, 'db'));
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from notes`,
      );
      expect(row?.n).toBe(0);
      await database.close();
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
