import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { Undeliverable, type Channel, type Channels } from './channels.ts';

/** The academy's own notices; SMS codes are queued by the phone-codes module. */
const CHANNELS: Channel[] = ['email', 'telegram'];
/** Waits before the 2nd, 3rd, ... attempt; after the last one the notice is marked failed. */
const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 12 * 3600];
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A claimed row is the claimer's for this long; after a crash it is claimed again. */
const LOCK_SECONDS = 60;
const BATCH = 20;
/** A code or a person's number is not kept once its message is sent or given up on. */
const isPersonal = (channel: Channel) => channel === 'sms' || channel === 'text';
/**
 * What stays of a message to a phone once sent: its kind, which the admin's month counts texts by
 * (notifications/texts.ts), never the number or the text.
 */
const kindOf = (payload: unknown) => {
  const { kind } = payload as { kind?: unknown };
  return kind === undefined ? {} : { kind };
};

/**
 * Queues one notice per channel, in the caller's transaction, so the thing announced and its
 * notices are stored together. A channel that is not configured is recorded as skipped.
 */
export async function enqueueNotices(
  tx: DbOrTx,
  channels: Channels,
  subject: { type: string; id: string; payload: Record<string, unknown> },
  only: Channel[] = CHANNELS,
) {
  await tx.insert(outbox).values(
    only.map((channel) => ({
      channel,
      subjectType: subject.type,
      subjectId: subject.id,
      payload: subject.payload,
      status: channels[channel] ? ('pending' as const) : ('skipped' as const),
    })),
  );
}

export function createOutboxWorker(db: Db, channels: Channels, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claimDue() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: Awaited<ReturnType<typeof claimDue>>[number]) {
    const send = channels[row.channel];
    if (!send) {
      await db
        .update(outbox)
        .set({ status: 'skipped', lockedUntil: null })
        .where(eq(outbox.id, row.id));
      return;
    }
    try {
      await send(row.subjectType, row.payload as Record<string, unknown>);
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          ...(isPersonal(row.channel) ? { payload: kindOf(row.payload) } : {}),
        })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Undeliverable) {
        await db
          .update(outbox)
          .set({ status: 'skipped', lastError: message, lockedUntil: null, payload: {} })
          .where(eq(outbox.id, row.id));
        return;
      }
      const isLast = row.attempts >= MAX_ATTEMPTS;
      const delay =
        RETRY_DELAYS_SECONDS[Math.min(row.attempts - 1, RETRY_DELAYS_SECONDS.length - 1)]!;
      log.warn(
        { outboxId: row.id, channel: row.channel, attempt: row.attempts, err: message },
        'notice not delivered',
      );
      await db
        .update(outbox)
        .set({
          status: isLast ? 'failed' : 'pending',
          lastError: message.slice(0, 500),
          // A code that can no longer be delivered is of no use to keep, sealed or not.
          ...(isLast && isPersonal(row.channel) ? { payload: {} } : {}),
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        // A notice called off while this attempt ran (its announcement deleted) stays so.
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
    }
  }

  /** Delivers what is due now; each channel's failures leave the others alone. */
  async function runOnce(): Promise<number> {
    const rows = await claimDue();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  let queued: Promise<number> | undefined;
  /**
   * One run at a time. A caller arriving during a run may have queued rows that run already
   * missed, so it gets one more run after it (shared by everyone arriving meanwhile).
   */
  function runShared(): Promise<number> {
    if (!running) {
      running = runOnce().finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = undefined;
        return runShared();
      });
    return queued;
  }
  const runInBackground = () =>
    void runShared().catch((error: unknown) => log.error({ err: error }, 'outbox run failed'));

  return {
    runOnce: runShared,
    /** Something was just queued: deliver now rather than at the next tick. */
    nudge: runInBackground,
    start(intervalMs = 5000) {
      timer ??= setInterval(runInBackground, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
