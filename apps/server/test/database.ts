import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  connectPostgres,
  openPglite,
  pgliteExtensions,
  type Database,
  type Db,
} from '../src/db/client.ts';
import { onServer } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite from the template made in global setup,
 * or, with TEST_DATABASE_URL, a new PostgreSQL database copied from the template and dropped
 * again at the end.
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
  await onServer(url, `create database ${name} template ${inject('postgresTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // A test can put a relay (test/tcp-proxy.ts) between the app and PostgreSQL.
  if (options.port) target.port = String(options.port);
  const database = connectPostgres(target.toString(), 5);
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Raw SQL rows, whichever driver runs the tests (they shape `execute` results differently). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
