import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres, openPglite, type Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { rowsOf } from '../../../test/database.ts';
import { validRegistration } from '../../../test/users.ts';
import { createLocalStorage } from '../files/local-storage.ts';
import { createBackup, pruneBackups, restoreBackup } from './backup.ts';
import { untilQuietHour } from './schedule.ts';

const t = await createTestApp();
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Every row of every table, as text, in a stable order. */
async function snapshot(database: Database) {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      database.db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    all[name] = rows.map((r) => r.row);
  }
  return all;
}

// Content to lose: a student, and two files (one binary) with their rows.
expect((await t.agent().post('/api/auth/register', validRegistration())).statusCode).toBe(201);
const files = [
  { key: 'notes-a.pdf', bytes: Buffer.from('%PDF-1.4 a small note'), type: 'application/pdf' },
  { key: 'solutions-b.bin', bytes: randomBytes(70_000), type: 'application/octet-stream' },
];
for (const file of files) {
  await t.app.storage.write(file.key, Readable.from(file.bytes), file.type);
  await t.database.db.insert(storedFiles).values({
    storageKey: file.key,
    originalName: file.key,
    contentType: file.type,
    size: file.bytes.length,
  });
}
const before = await snapshot(t.database);
const backupDir = await mkdtemp(path.join(tmpdir(), 'academy-backups-'));
const archive = await createBackup({
  database: t.database,
  databaseUrl: t.databaseUrl,
  storage: t.app.storage,
  backupDir,
});

const restoredDatabases: string[] = [];
afterAll(async () => {
  if (!postgresUrl || !restoredDatabases.length) return;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  for (const name of restoredDatabases)
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** A fresh place to restore into: an empty data folder, and an empty database on PostgreSQL. */
async function emptyTarget() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-restored-'));
  const filesDir = path.join(dataDir, 'files');
  const storage = await createLocalStorage(filesDir);
  if (!postgresUrl) {
    return {
      dataDir,
      filesDir,
      storage,
      databaseUrl: undefined,
      open: () => openPglite(path.join(dataDir, 'db')),
    };
  }
  const name = `academy_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  restoredDatabases.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    filesDir,
    storage,
    databaseUrl: url.toString(),
    open: () => connectPostgres(url.toString(), 2),
  };
}

describe('backup and restore', () => {
  it('brings every row and every file back, byte for byte, into an empty target', async () => {
    expect(path.basename(archive)).toMatch(
      /^academy-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    const target = await emptyTarget();
    const manifest = await restoreBackup({ archive, ...target });
    expect(manifest.files.map((f) => f.key).sort()).toEqual(files.map((f) => f.key).sort());

    const restored = target.open();
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(before.users!.length).toBeGreaterThan(0);
      // The restored database is usable by the app: its migrations are all there.
      await restored.migrate();
    } finally {
      await restored.close();
    }
    for (const file of files) {
      expect((await readFile(path.join(target.filesDir, file.key))).equals(file.bytes)).toBe(true);
    }
  });

  it('refuses to restore over data unless forced, and a damaged archive', async () => {
    const target = await emptyTarget();
    await restoreBackup({ archive, ...target });
    await expect(restoreBackup({ archive, ...target })).rejects.toThrow(/is not empty.*--force/);
    await restoreBackup({ archive, ...target, force: true });

    const damaged = path.join(backupDir, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    bytes[bytes.length - 40]! ^= 0xff;
    await writeFile(damaged, bytes);
    await expect(restoreBackup({ archive: damaged, ...(await emptyTarget()) })).rejects.toThrow();
  });

  it('keeps the newest archives and removes the older ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'academy-keep-'));
    const names = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(
      (day) => `academy-backup-${day}T02-30-00Z.tar.gz`,
    );
    for (const name of names) await writeFile(path.join(dir, name), '');
    await writeFile(path.join(dir, 'notes.txt'), 'not a backup');
    expect(await pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
    expect((await readdir(dir)).sort()).toEqual([names[2], names[3], 'notes.txt']);
  });

  it('runs at the next 02:30 India time (21:00 UTC)', () => {
    const minutes = (from: string) => untilQuietHour(new Date(from)) / 60_000;
    expect(minutes('2026-11-24T20:00:00Z')).toBe(60);
    expect(minutes('2026-11-24T21:00:00Z')).toBe(24 * 60);
    expect(minutes('2026-11-24T21:30:00Z')).toBe(23.5 * 60);
  });
});
