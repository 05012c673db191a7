import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a listener hears on a channel: every notice (from any instance on the same database,
 * this one included), and whether it is listening at all. While it is not, notices may be
 * missed, so whatever relies on them must not trust what it kept.
 */
export interface NoticeHandlers {
  notice(payload: string): void;
  /** True once listening (at the start and after each reconnection), false when it stops. */
  listening(live: boolean): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/** How long a lost listening connection waits before it tries again, at most. */
const MAX_RETRY_MS = 30_000;

/**
 * LISTEN on PostgreSQL needs a connection of its own for as long as it listens: a pooled client
 * would be handed to other queries. A lost connection says so at once and is reopened, sooner
 * after a short outage, every 30 s at most after a long one. A first attempt that fails does
 * not fail the start: it is retried the same way.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    handlers.listening(false);
    failed.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch {
      lost(next);
      return;
    }
    if (stopped || client !== next) return;
    delay = 250;
    handlers.listening(true);
  }

  // The first attempt is awaited, so a server that starts with its database answers at once.
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/** PGlite is this process's own database: its notices never travel, and it never drops them. */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: NoticeHandlers,
): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, handlers.notice);
  handlers.listening(true);
  return async () => {
    await unlisten().catch(() => {});
  };
}
