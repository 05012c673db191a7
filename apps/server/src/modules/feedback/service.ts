import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  type FeedbackItem,
  type feedbackListQuerySchema,
  type feedbackSchema,
} from '@academy/contract/feedback';
import type { z } from 'zod';
import type { Locale } from '@academy/contract/locales';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/sql.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueNotices } from '../notifications/outbox.ts';

const toItem = (row: typeof feedback.$inferSelect): FeedbackItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  userId: row.userId,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** Stores the feedback and queues its email notice to the academy, together. */
export async function submitFeedback(
  db: Db,
  channels: Channels,
  input: z.output<typeof feedbackSchema>,
  userId: string | null,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ ...input, userId })
      .returning();
    await enqueueNotices(
      tx,
      channels,
      { type: 'feedback', id: row!.id, payload: { ...input, locale } },
      ['email'],
    );
    return toItem(row!);
  });
}

export async function listFeedback(db: Db, query: z.output<typeof feedbackListQuerySchema>) {
  const pattern = `%${escapeLike(query.q)}%`;
  const where = and(
    query.q
      ? or(
          ilike(feedback.name, pattern),
          ilike(feedback.email, pattern),
          ilike(feedback.message, pattern),
        )
      : undefined,
    query.read === 'read' ? isNotNull(feedback.readAt) : undefined,
    query.read === 'unread' ? isNull(feedback.readAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return {
    items: rows.map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

export async function markFeedbackRead(db: Db, id: string, isRead: boolean, actor: Viewer) {
  const actorId = actor.user.id;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ readAt: feedback.readAt })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update');
    if (!before) throw notFound(FEEDBACK_MESSAGES.notFound);
    const [row] = await tx
      .update(feedback)
      .set(isRead ? { readAt: sql`now()`, readBy: actorId } : { readAt: null, readBy: null })
      .where(eq(feedback.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: isRead ? 'feedback.read' : 'feedback.unread',
      entity: 'feedback',
      entityId: id,
      before: { isRead: before.readAt !== null },
      after: { isRead },
    });
    return toItem(row!);
  });
}
