import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, type Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';
import { packFolder, run, sha256Of, unpackInto } from './archive.ts';

const FORMAT = 1;
const PREFIX = 'academy-backup-';
const DATABASE_PART = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

interface StoredFileEntry {
  key: string;
  contentType: string;
}

interface Manifest {
  format: number;
  createdAt: string;
  database: Database['kind'];
  files: StoredFileEntry[];
  /** sha256 of every part, by its path in the archive. */
  checksums: Record<string, string>;
}

/** `academy-backup-2026-11-24T02-30-00Z.tar.gz`: names sort in time order. */
const archiveName = (at: Date) =>
  `${PREFIX}${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

/**
 * One archive with the whole database (PGlite's data folder, or pg_dump's custom format) and
 * every stored file, with a manifest of checksums. Returns the archive's path.
 */
export async function createBackup(options: {
  database: Database;
  databaseUrl: string | undefined;
  storage: FileStorage;
  backupDir: string;
  now?: Date;
}): Promise<string> {
  const { database, storage } = options;
  const work = await mkdtemp(path.join(tmpdir(), 'academy-backup-'));
  try {
    const databasePart = DATABASE_PART[database.kind];
    if (database.pglite) {
      // A dump asked of a PGlite that has not started yet never answers.
      await database.pglite.waitReady;
      const dump = await database.pglite.dumpDataDir('gzip');
      await writeFile(path.join(work, databasePart), Buffer.from(await dump.arrayBuffer()));
    } else {
      const args = ['--format=custom', '--no-owner', '--no-privileges'];
      await run('pg_dump', [
        ...args,
        '--file',
        path.join(work, databasePart),
        options.databaseUrl!,
      ]);
    }
    const files = await database.db
      .select({ key: storedFiles.storageKey, contentType: storedFiles.contentType })
      .from(storedFiles);
    await mkdir(path.join(work, 'files'));
    for (const file of files) {
      await pipeline(
        await storage.read(file.key),
        createWriteStream(path.join(work, 'files', file.key)),
      );
    }
    const parts = [databasePart, ...files.map((f) => `files/${f.key}`)];
    const checksums: Record<string, string> = {};
    for (const part of parts) checksums[part] = await sha256Of(path.join(work, part));
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: database.kind,
      files,
      checksums,
    };
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(options.backupDir, { recursive: true });
    const archive = path.join(options.backupDir, archiveName(options.now ?? new Date()));
    await packFolder(work, archive);
    return archive;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives in the folder and removes the rest; returns those removed. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(backupDir))
    .filter((name) => name.startsWith(PREFIX) && name.endsWith('.tar.gz'))
    .sort()
    .reverse();
  const old = archives.slice(keep);
  for (const name of old) await rm(path.join(backupDir, name), { force: true });
  return old;
}

const isEmptyFolder = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).length === 0;

/**
 * Brings an empty data folder (PGlite) or an empty PostgreSQL database, and the file storage,
 * back to an archive. Refuses a target that holds anything unless `force`, and an archive whose
 * checksums do not match.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storage: FileStorage;
  /** The local files folder, checked for emptiness; undefined with S3. */
  filesDir: string | undefined;
  force?: boolean;
}): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'academy-restore-'));
  try {
    await unpackInto(options.archive, work);
    const manifest = JSON.parse(
      await readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${manifest.format}`);
    for (const [part, sum] of Object.entries(manifest.checksums)) {
      if ((await sha256Of(path.join(work, part))) !== sum) {
        throw new Error(`The archive is damaged: ${part} does not match its checksum`);
      }
    }
    const target = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new Error(
        `This archive holds a ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database: ` +
          `restore it ${manifest.database === 'pglite' ? 'without DATABASE_URL' : 'with DATABASE_URL set'}`,
      );
    }
    const refuse = (what: string) => {
      throw new Error(
        `${what} is not empty: restore into an empty one, or add --force to replace it`,
      );
    };
    if (options.filesDir && !options.force && !(await isEmptyFolder(options.filesDir))) {
      refuse(`The files folder ${options.filesDir}`);
    }

    const databasePart = path.join(work, DATABASE_PART[manifest.database]);
    if (options.databaseUrl) {
      await restorePostgres(options.databaseUrl, databasePart, Boolean(options.force), refuse);
    } else {
      const folder = path.join(options.dataDir, 'db');
      if (!(await isEmptyFolder(folder))) {
        if (!options.force) refuse(`The embedded database ${folder}`);
        await rm(folder, { recursive: true, force: true });
      }
      await mkdir(folder, { recursive: true });
      const pglite = await PGlite.create(folder, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([await readFile(databasePart)]),
      });
      await pglite.close();
    }

    for (const file of manifest.files) {
      const source = path.join(work, 'files', file.key);
      if (!(await stat(source).catch(() => null))) throw new Error(`Missing file ${file.key}`);
      await options.storage.remove(file.key);
      await options.storage.write(file.key, createReadStream(source), file.contentType);
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restorePostgres(
  url: string,
  dump: string,
  force: boolean,
  refuse: (what: string) => never,
) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0 && !force) refuse('The database');
  } finally {
    await client.end();
  }
  const clean = force ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-owner', '--no-privileges', ...clean, '--dbname', url, dump]);
}
