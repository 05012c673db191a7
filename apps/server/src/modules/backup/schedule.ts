import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createBackup, pruneBackups } from './backup.ts';

/** 02:30 in India (UTC+5:30, no daylight saving): 21:00 UTC, when nobody studies. */
const HOUR_UTC = 21;
const MINUTE_UTC = 0;
/** Any number the instances agree on: the advisory lock that lets one of them back up. */
const LOCK_KEY = 727_001;

/** Milliseconds from `now` to the next quiet hour. */
export function untilQuietHour(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(HOUR_UTC, MINUTE_UTC, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The daily backup the server runs itself (BACKUP_DIR). With several instances on PostgreSQL,
 * the one that takes the advisory lock backs up; a folder that already has today's archive is
 * left alone, so an instance whose clock runs late does not back up twice.
 */
export function scheduleBackups(
  app: FastifyInstance,
  options: { database: Database; databaseUrl: string | undefined; dir: string; keep: number },
) {
  let timer: NodeJS.Timeout | undefined;
  const backUp = () =>
    createBackup({
      database: options.database,
      databaseUrl: options.databaseUrl,
      storage: app.storage,
      backupDir: options.dir,
    });
  const doneToday = async () => {
    const today = `academy-backup-${new Date().toISOString().slice(0, 10)}`;
    return (await readdir(options.dir).catch(() => [])).some((name) => name.startsWith(today));
  };
  const runOnce = async () => {
    let archive: string | undefined;
    if (options.database.kind === 'postgres') {
      // The lock lasts as long as this transaction, which lasts as long as the backup.
      archive = await options.database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`);
        const [lock] = (result as unknown as { rows: { ok: boolean }[] }).rows;
        return lock?.ok && !(await doneToday()) ? backUp() : undefined;
      });
    } else if (!(await doneToday())) {
      // PGlite has one process and one connection: nobody else could back it up.
      archive = await backUp();
    }
    if (!archive) return;
    const removed = await pruneBackups(options.dir, options.keep);
    app.log.info({ archive, removed }, 'daily backup written');
  };
  const plan = () => {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, 'daily backup failed'))
        .finally(plan);
    }, untilQuietHour(new Date()));
    timer.unref();
  };
  plan();
  app.addHook('onClose', async () => clearTimeout(timer));
}
