import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  type Announcement,
  type AnnouncementValues,
} from '@academy/contract/announcements';
import { academyToday } from '@academy/contract/academy-calendar';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import type { Locale } from '@academy/contract/locales';
import { isAdmin, ROLES } from '@academy/contract/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  announcements,
  announcementTexts,
  batchMembers,
  batches,
  outbox,
  parentLinks,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { seatedNow } from '../batches/seats.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueNotices } from '../notifications/outbox.ts';
import { enqueueTexts, phonesOf } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { assertRunsBatch, batchIdsVisibleTo } from '../timetable/scope.ts';

const SUBJECT = 'announcement';

async function present(
  db: DbOrTx,
  viewer: UserRow,
  where: SQL | undefined,
  limit: number,
): Promise<Announcement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      createdAt: announcements.createdAt,
      batchId: batches.id,
      batchName: batches.name,
      authorId: users.id,
      authorName: users.name,
    })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(batches, eq(batches.id, announcements.batchId))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    batch: row.batchId ? { id: row.batchId, name: row.batchName! } : null,
    author: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    canDelete: isAdmin(viewer.role) || row.authorId === viewer.id,
  }));
}

/**
 * The latest announcements a user may read: the academy-wide ones, and those of the batches
 * whose timetable they see (a student's, a parent's children's, a teacher's; an admin all).
 */
export async function listAnnouncements(db: Db, { user }: Viewer): Promise<Announcement[]> {
  const batchIds = isAdmin(user.role) ? null : await batchIdsVisibleTo(db, user);
  const where =
    batchIds === null
      ? undefined
      : or(
          isNull(announcements.batchId),
          batchIds.length ? inArray(announcements.batchId, batchIds) : undefined,
        );
  return present(db, user, where, ANNOUNCEMENT_LIMITS.listMax);
}

/**
 * Posts an announcement and queues its notices in the same transaction: a teacher to a batch
 * they teach, an admin to any batch or the whole academy.
 */
export async function postAnnouncement(
  db: Db,
  channels: Channels,
  { user: author }: Viewer,
  values: AnnouncementValues,
  locale: Locale,
  readAt: string,
): Promise<Announcement> {
  const { batchId } = values;
  if (!batchId && !isAdmin(author.role))
    throw forbidden(ANNOUNCEMENT_MESSAGES.wholeAcademyAdminOnly);
  return db.transaction(async (tx) => {
    let batchName: string | null = null;
    if (batchId) {
      await assertRunsBatch(tx, author, batchId);
      const [batch] = await tx
        .select({ name: batches.name })
        .from(batches)
        .where(eq(batches.id, batchId));
      if (!batch) throw notFound(BATCH_MESSAGES.notFound);
      batchName = batch.name;
    }
    const [row] = await tx
      .insert(announcements)
      .values({
        batchId: batchId ?? null,
        authorId: author.id,
        title: values.title,
        body: values.body,
      })
      .returning();
    await enqueueNotices(tx, channels, {
      type: SUBJECT,
      id: row!.id,
      payload: {
        title: row!.title,
        body: row!.body,
        batch: batchName,
        author: author.name,
        locale,
      },
    });
    if (values.bySms) {
      const academy = await academyName(tx);
      const to = batchName ?? academy;
      const text = `${academy} · ${to}: ${row!.title}. Read it at ${readAt}`;
      const phones = await phonesToTell(tx, batchId ?? null);
      await spendTexts(tx, author, phones.length);
      await enqueueTexts(
        tx,
        channels,
        { type: SUBJECT, id: row!.id },
        phones.map((phone) => ({
          phone,
          kind: 'notice' as const,
          text,
          params: [row!.title, to, readAt],
        })),
      );
    }
    await recordAudit(tx, {
      actorId: author.id,
      action: 'announcement.create',
      entity: SUBJECT,
      entityId: row!.id,
      after: { title: row!.title, batchId: row!.batchId, bySms: values.bySms },
    });
    const [posted] = await present(tx, author, eq(announcements.id, row!.id), 1);
    return posted!;
  });
}

/**
 * Counts an announcement's texts against its author's cap for the India day (decisions §84),
 * refusing the whole announcement when they would pass it. One upsert on the author's row for
 * the day: parallel posts wait on its lock, and each sees the others' texts.
 */
async function spendTexts(tx: DbOrTx, author: UserRow, texts: number) {
  if (isAdmin(author.role) || texts === 0) return;
  const cap = ANNOUNCEMENT_LIMITS.teacherTextsPerDay;
  const [spent] = await tx
    .insert(announcementTexts)
    .values({ authorId: author.id, day: academyToday(), texts })
    .onConflictDoUpdate({
      target: [announcementTexts.authorId, announcementTexts.day],
      set: { texts: sql`${announcementTexts.texts} + ${texts}` },
    })
    .returning({ texts: announcementTexts.texts });
  if (spent!.texts > cap) {
    throw new AppError('RATE_LIMITED', ANNOUNCEMENT_MESSAGES.textsCapReached);
  }
}

/**
 * Who hears an announcement on their phone: the batch's seated students and their parents, or
 * for the whole academy every active student and parent with a phone.
 */
async function phonesToTell(tx: DbOrTx, batchId: string | null): Promise<string[]> {
  const active = and(ne(users.status, 'deleted'), ne(users.status, 'suspended'));
  if (!batchId) {
    const everyone = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(and(inArray(users.role, [ROLES.student, ROLES.parent]), active));
    return phonesOf(...everyone.map((u) => u.phone));
  }
  const seated = and(eq(batchMembers.batchId, batchId), seatedNow);
  const parent = alias(users, 'parent');
  const [students, parents] = await Promise.all([
    tx
      .select({ phone: users.phone })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.studentId))
      .where(and(seated, active)),
    tx
      .select({ phone: parent.phone })
      .from(batchMembers)
      .innerJoin(parentLinks, eq(parentLinks.studentId, batchMembers.studentId))
      .innerJoin(parent, eq(parent.id, parentLinks.parentId))
      .where(and(seated, ne(parent.status, 'deleted'))),
  ]);
  return phonesOf(...students.map((s) => s.phone), ...parents.map((p) => p.phone));
}

/**
 * Deletes an announcement: its author's or any for an admin. Its notices not yet delivered are
 * dropped with it: something taken back is not sent afterwards.
 */
export async function deleteAnnouncement(db: Db, { user }: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id));
    if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    if (!isAdmin(user.role) && row.authorId !== user.id) {
      throw forbidden(ANNOUNCEMENT_MESSAGES.notYours);
    }
    await tx.delete(announcements).where(eq(announcements.id, id));
    await tx
      .update(outbox)
      .set({ status: 'skipped', lockedUntil: null })
      .where(
        and(
          eq(outbox.subjectType, SUBJECT),
          eq(outbox.subjectId, id),
          eq(outbox.status, 'pending'),
        ),
      );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'announcement.delete',
      entity: SUBJECT,
      entityId: id,
      before: { title: row.title, batchId: row.batchId },
    });
  });
}
