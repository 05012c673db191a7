import { and, count, eq, gte } from 'drizzle-orm';
import { academyToday } from '@academy/contract/academy-calendar';
import { isFree } from '@academy/contract/money';
import {
  DOUBT_LIMITS,
  DOUBT_MESSAGES,
  type AskDoubtValues,
  type DoubtBatch,
} from '@academy/contract/doubts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchMembers,
  courses,
  doubtPhotos,
  doubtPosts,
  doubts,
  mockQuestions,
  mockTests,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { seatedNow, seatStart } from '../batches/seats.ts';
import { hasAccess, isEnrolled } from '../payments/access.ts';
import type { FileStorage } from '../files/storage.ts';
import { saveWithPhotos, type Photo, type StoredPhoto } from '../files/photos.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts, phonesOf } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { answers, doubtFor } from './scope.ts';

const SUBJECT = 'doubt';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** GET /api/doubts/batches: the batches a student sits in today, to ask in. */
export async function doubtBatchesOf(db: Db, { user }: Viewer): Promise<DoubtBatch[]> {
  return db
    .select({ id: batches.id, name: batches.name, subjects: batches.subjects })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(and(eq(batchMembers.studentId, user.id), seatedNow))
    .orderBy(batches.name);
}

/**
 * Checks what a doubt is tied to: a batch the student sits in (and one of its subjects), a
 * lesson of a course they are enrolled in or that is free, a question of a published test
 * they may take. Returns the subject it is filed under.
 */
async function checkContext(db: Db, viewer: Viewer, values: AskDoubtValues) {
  const studentId = viewer.user.id;
  let subject = values.subject ?? null;
  if (values.batchId) {
    const [seat] = await db
      .select({ subjects: batches.subjects })
      .from(batchMembers)
      .innerJoin(batches, eq(batches.id, batchMembers.batchId))
      .where(
        and(
          eq(batchMembers.batchId, values.batchId),
          eq(batchMembers.studentId, studentId),
          seatedNow,
        ),
      );
    if (!seat) throw forbidden(DOUBT_MESSAGES.notInBatch);
    if (subject && !seat.subjects.includes(subject))
      throw refuse('subject', DOUBT_MESSAGES.subjectInvalid);
  }
  if (values.courseId && values.lessonId) {
    const [course] = await db
      .select({
        content: courses.content,
        isFree: courses.isFree,
        pricePaise: courses.pricePaise,
        status: courses.status,
      })
      .from(courses)
      .where(eq(courses.id, values.courseId));
    const lessons = (course?.content ?? []).flatMap((item) =>
      item.type === 'video' ? [item.video] : item.videos,
    );
    const open =
      course?.status === 'published' &&
      hasAccess(viewer, {
        free: isFree(course),
        owned: await isEnrolled(db, studentId, values.courseId),
      });
    if (!open || !lessons.some((lesson) => lesson.id === values.lessonId))
      throw refuse('lessonId', DOUBT_MESSAGES.lessonInvalid);
  }
  if (values.questionId) {
    const [question] = await db
      .select({ subject: mockTests.subject, courseId: mockTests.courseId })
      .from(mockQuestions)
      .innerJoin(mockTests, eq(mockTests.id, mockQuestions.testId))
      .where(and(eq(mockQuestions.id, values.questionId), eq(mockTests.status, 'published')));
    const open =
      question &&
      hasAccess(viewer, {
        free: !question.courseId,
        owned: !!question.courseId && (await isEnrolled(db, studentId, question.courseId)),
      });
    if (!open) throw refuse('questionId', DOUBT_MESSAGES.questionInvalid);
    subject ??= question.subject;
  }
  return subject;
}

/**
 * Counts a student's doubts against the limits, holding their user row until the transaction
 * ends: parallel asks by the same student take turns, and each counts the ones before it.
 */
async function checkLimits(tx: DbOrTx, studentId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
  const [[open], [today]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(doubts)
      .where(and(eq(doubts.studentId, studentId), eq(doubts.status, 'open'))),
    tx
      .select({ n: count() })
      .from(doubts)
      .where(
        and(eq(doubts.studentId, studentId), gte(doubts.createdAt, seatStart(academyToday()))),
      ),
  ]);
  if (open!.n >= DOUBT_LIMITS.openMax) throw new AppError('RATE_LIMITED', DOUBT_MESSAGES.openLimit);
  if (today!.n >= DOUBT_LIMITS.perDay)
    throw new AppError('RATE_LIMITED', DOUBT_MESSAGES.dailyLimit);
}

/** A post of a doubt with its photos, in the caller's transaction. */
async function addPost(
  tx: DbOrTx,
  doubtId: string,
  authorId: string,
  kind: 'question' | 'answer' | 'reply',
  body: string,
  photos: StoredPhoto[],
) {
  const [post] = await tx
    .insert(doubtPosts)
    .values({ doubtId, authorId, kind, body })
    .returning({ id: doubtPosts.id });
  if (photos.length)
    await tx
      .insert(doubtPhotos)
      .values(photos.map((photo, position) => ({ ...photo, postId: post!.id, position })));
}

/** POST /api/doubts: a student's question, with its photos, to their teachers' queue. */
export async function askDoubt(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  values: AskDoubtValues,
  photos: Photo[],
): Promise<{ id: string }> {
  const { user } = viewer;
  const subject = await checkContext(db, viewer, values);
  return saveWithPhotos(db, storage, photos, async (tx, stored) => {
    await checkLimits(tx, user.id);
    const [doubt] = await tx
      .insert(doubts)
      .values({
        studentId: user.id,
        batchId: values.batchId ?? null,
        subject,
        courseId: values.courseId ?? null,
        lessonId: values.lessonId ?? null,
        questionId: values.questionId ?? null,
      })
      .returning({ id: doubts.id });
    const id = doubt!.id;
    await addPost(tx, id, user.id, 'question', values.text, stored);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'doubt.ask',
      entity: SUBJECT,
      entityId: id,
      after: { batchId: values.batchId ?? null, subject, photos: stored.length },
    });
    return { id };
  });
}

/**
 * POST /api/doubts/:id/answers: a teacher of its batch (or an admin) answers; the student hears
 * of it on the app and, by the outbox's `text` channel, on their phone.
 */
export async function answerDoubt(
  db: Db,
  storage: FileStorage,
  channels: Channels,
  viewer: Viewer,
  id: string,
  text: string,
  photos: Photo[],
  readAt: string,
) {
  const { user } = viewer;
  await saveWithPhotos(db, storage, photos, async (tx, stored) => {
    const doubt = await doubtFor(tx, user, id, true);
    if (!(await answers(tx, user, doubt))) throw forbidden(DOUBT_MESSAGES.notYours);
    if (doubt.status === 'solved') throw conflict(DOUBT_MESSAGES.alreadySolved);
    await addPost(tx, id, user.id, 'answer', text, stored);
    const now = new Date();
    await tx
      .update(doubts)
      .set({
        status: 'answered',
        updatedAt: now,
        firstAnsweredAt: doubt.firstAnsweredAt ?? now,
        firstAnsweredBy: doubt.firstAnsweredBy ?? user.id,
      })
      .where(eq(doubts.id, id));
    const [student] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, doubt.studentId));
    const academy = await academyName(tx);
    await enqueueTexts(
      tx,
      channels,
      { type: SUBJECT, id },
      phonesOf(student?.phone).map((phone) => ({
        phone,
        kind: 'doubt' as const,
        text: `${academy}: ${user.name} answered your doubt. Read it at ${readAt}`,
        params: [user.name, readAt],
      })),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'doubt.answer',
      entity: SUBJECT,
      entityId: id,
      before: { status: doubt.status },
      after: { status: 'answered', photos: stored.length },
    });
  });
}

/** The student's own doubt, held for the change; a parent or anyone else is refused. */
async function ownDoubt(tx: DbOrTx, { user }: Viewer, id: string) {
  const doubt = await doubtFor(tx, user, id, true);
  if (doubt.studentId !== user.id) throw forbidden(DOUBT_MESSAGES.notYours);
  return doubt;
}

/** POST /api/doubts/:id/reply: once, to an answer; the doubt is open again for the teacher. */
export async function replyToDoubt(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  id: string,
  text: string,
  photos: Photo[],
) {
  await saveWithPhotos(db, storage, photos, async (tx, stored) => {
    const doubt = await ownDoubt(tx, viewer, id);
    if (doubt.status === 'solved') throw conflict(DOUBT_MESSAGES.alreadySolved);
    if (doubt.replied) throw conflict(DOUBT_MESSAGES.replyUsed);
    if (doubt.status !== 'answered') throw conflict(DOUBT_MESSAGES.notAnswered);
    await addPost(tx, id, viewer.user.id, 'reply', text, stored);
    await tx
      .update(doubts)
      .set({ status: 'open', replied: true, updatedAt: new Date() })
      .where(eq(doubts.id, id));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'doubt.reply',
      entity: SUBJECT,
      entityId: id,
      after: { photos: stored.length },
    });
  });
}

/** POST /api/doubts/:id/solved: the student closes their doubt. */
export async function markSolved(db: Db, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const doubt = await ownDoubt(tx, viewer, id);
    if (doubt.status === 'solved') throw conflict(DOUBT_MESSAGES.alreadySolved);
    const now = new Date();
    await tx
      .update(doubts)
      .set({ status: 'solved', solvedAt: now, updatedAt: now })
      .where(eq(doubts.id, id));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'doubt.solve',
      entity: SUBJECT,
      entityId: id,
      before: { status: doubt.status },
      after: { status: 'solved' },
    });
  });
}
