import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileOf = (dataDir: string) => path.join(dataDir, 'server.pid');

/**
 * The embedded database belongs to one process. The server notes its process id while it runs,
 * so `npm run backup` and `npm run restore` do not open the database under it.
 */
export function holdDataDir(dataDir: string): () => void {
  writeFileSync(fileOf(dataDir), String(process.pid));
  return () => rmSync(fileOf(dataDir), { force: true });
}

export function assertServerStopped(dataDir: string) {
  let pid: number;
  try {
    pid = Number(readFileSync(fileOf(dataDir), 'utf8'));
  } catch {
    return;
  }
  try {
    process.kill(pid, 0);
  } catch {
    return; // a server that died without cleaning up
  }
  throw new Error(
    `The server (process ${pid}) is running on the embedded database in ${dataDir}. ` +
      'Stop it first, or let it back itself up with BACKUP_DIR.',
  );
}
