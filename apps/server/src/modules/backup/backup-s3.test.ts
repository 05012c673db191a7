import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { startFakeS3 } from '../../../test/fake-s3.ts';
import { openStorage } from '../files/plugin.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * Files kept in an S3 bucket go into the archive and come back into another, empty one. The
 * storage does not depend on the database, so this runs on the embedded one only (backup.test.ts
 * restores PostgreSQL).
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backup and restore with S3 storage',
  async () => {
    const source = await startFakeS3();
    const target = await startFakeS3();
    afterAll(async () => {
      await source.close();
      await target.close();
    });
    const t = await createTestApp(source.env);

    it('carries every object of the bucket, byte for byte', async () => {
      const bytes = randomBytes(50_000).toString('base64');
      await t.app.storage.write(
        'paper-2025.pdf',
        Readable.from(Buffer.from(bytes)),
        'application/pdf',
      );
      await t.database.db.insert(storedFiles).values({
        storageKey: 'paper-2025.pdf',
        originalName: 'Paper 2025.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
      });
      const backupDir = await mkdtemp(path.join(tmpdir(), 'academy-backups-s3-'));
      const archive = await createBackup({
        database: t.database,
        databaseUrl: t.databaseUrl,
        storage: t.app.storage,
        backupDir,
      });

      const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-restored-s3-'));
      const storage = await openStorage(loadConfig({ ...target.env, DATA_DIR: dataDir }).storage);
      // PostgreSQL's restore wants an empty database, which this test does not make: the files are
      // what it checks (backup.test.ts restores databases).
      if (!t.databaseUrl) {
        await restoreBackup({
          archive,
          dataDir,
          databaseUrl: undefined,
          storage,
          filesDir: undefined,
        });
        expect(await text(await storage.read('paper-2025.pdf'))).toBe(bytes);
      }
    });
  },
);
