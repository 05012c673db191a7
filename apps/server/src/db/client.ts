import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  listenPglite,
  listenPostgres,
  type NoticeHandlers,
  type StopListening,
} from './notices.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is used exactly like the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (backups dump its data folder); undefined on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Hears NOTIFY on a channel, from this instance and every other one on the database. */
  listen(channel: string, handlers: NoticeHandlers): Promise<StopListening>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export function connectPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    notify: async (channel, payload) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    close: () => pool.end(),
  };
}

/** The extensions the migrations create, which PGlite must have loaded (PostgreSQL ships them). */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

/** PGlite in-process; `dataDir` undefined keeps it in memory (tests). */
export function openPglite(dataDir?: string, client?: PGlite): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = client ?? new PGlite(dataDir, { extensions: pgliteExtensions });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      try {
        await pglite.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    notify: async (channel, payload) =>
      void (await pglite.query('select pg_notify($1, $2)', [channel, payload])),
    close: () => pglite.close(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'db'));
}
