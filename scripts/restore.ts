/**
 * `npm run restore ARCHIVE [--force]`: brings an empty DATA_DIR (embedded database) or the empty
 * database at DATABASE_URL, and the file storage, back to a backup. With --force it replaces
 * what is there. Reads the same environment as the server; stop the server first.
 */
import { loadConfig } from '../apps/server/src/config.ts';
import { restoreBackup } from '../apps/server/src/modules/backup/backup.ts';
import { assertServerStopped } from '../apps/server/src/modules/backup/server-lock.ts';
import { openStorage } from '../apps/server/src/modules/files/plugin.ts';

const args = process.argv.slice(2);
const archive = args.find((arg) => !arg.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- ARCHIVE [--force]');
  process.exit(2);
}
const config = loadConfig();
if (!config.databaseUrl) assertServerStopped(config.dataDir);
try {
  const manifest = await restoreBackup({
    archive,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    storage: await openStorage(config.storage),
    filesDir: config.storage.driver === 'local' ? config.storage.dir : undefined,
    force: args.includes('--force'),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: the database and ${manifest.files.length} files.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
