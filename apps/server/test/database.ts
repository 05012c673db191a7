import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  connectPostgres,
  openPglite,
  pgliteExtensions,
  type Database,
  type Db,
} from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite from the template made in global setup,
 * or, with TEST_DATABASE_URL, a new PostgreSQL database dropped again at the end.
 */
export async function createTestDatabase(
  options: { port?: number | undefined } = {},
): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await readFile(inject('pgliteTemplate'));
    const pglite = await PGlite.create({
      loadDataDir: new Blob([template]),
      extensions: pgliteExtensions,
    });
    return openPglite(undefined, pglite);
  }
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // A test can put a relay (test/tcp-proxy.ts) between the app and PostgreSQL.
  if (options.port) target.port = String(options.port);
  const database = connectPostgres(target.toString(), 5);
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Raw SQL rows, whichever driver runs the tests (they shape `execute` results differently). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
