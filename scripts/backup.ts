/**
 * `npm run backup`: one archive with the database and every stored file, in BACKUP_DIR (or
 * ./backups), keeping the newest BACKUP_KEEP. Reads the same environment as the server.
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createBackup, pruneBackups } from '../apps/server/src/modules/backup/backup.ts';
import { assertServerStopped } from '../apps/server/src/modules/backup/server-lock.ts';
import { openStorage } from '../apps/server/src/modules/files/plugin.ts';

const config = loadConfig();
try {
  if (!config.databaseUrl) assertServerStopped(config.dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = openDatabase(config);
try {
  const backupDir = config.backup?.dir ?? path.resolve('backups');
  const archive = await createBackup({
    database,
    databaseUrl: config.databaseUrl,
    storage: await openStorage(config.storage),
    backupDir,
  });
  const removed = await pruneBackups(backupDir, config.backup?.keep ?? 14);
  console.log(`Backup written: ${archive}`);
  if (removed.length) console.log(`Older backups removed: ${removed.join(', ')}`);
} finally {
  await database.close();
}
