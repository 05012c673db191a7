/**
 * `npm run openapi [file]`: the API description the server serves at /api/docs/json, written to
 * `file` (or printed) for a client developer's generator. Builds the app on an empty in-memory
 * database with a development configuration; nothing listens.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-openapi-'));
const database = openPglite();
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'only-used-to-build-the-app-for-its-api-description',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  ...(process.env.PUBLIC_ORIGIN ? { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN } : {}),
});
const app = await buildApp({ config, database });
try {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const text = `${JSON.stringify(res.json(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) await writeFile(file, text);
  else process.stdout.write(text);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
