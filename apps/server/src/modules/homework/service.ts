import { and, eq, inArray } from 'drizzle-orm';
import { academyInstant } from '@academy/contract/academy-calendar';
import {
  HOMEWORK_MESSAGES as M,
  homeworkMarksProblem,
  type HomeworkValues,
  type ReturnSubmissionValues,
} from '@academy/contract/homework';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  homework,
  homeworkPhotos,
  homeworkSubmissions,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts, phonesOf } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { homeworkFor, runsBatch } from './scope.ts';
import { saveWork, type WorkForm } from './upload.ts';

const ENTITY = 'homework';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** POST /api/homework: a teacher of the batch (or an admin) sets it, due in the future. */
export async function createHomework(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  values: HomeworkValues,
  pdf: Buffer | undefined,
): Promise<{ id: string }> {
  const { user } = viewer;
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.id, values.batchId));
  if (!batch) throw refuse('batchId', M.batchInvalid);
  if (!(await runsBatch(db, user, values.batchId))) throw forbidden(M.notYourBatch);
  const dueAt = academyInstant(values.dueAt);
  if (dueAt.getTime() <= Date.now()) throw refuse('dueAt', M.dueInPast);
  const cutoffAt = values.cutoffAt ? academyInstant(values.cutoffAt) : null;
  return saveWork(db, storage, { photos: [], pdf }, async (tx, { pdfId }) => {
    const [row] = await tx
      .insert(homework)
      .values({
        batchId: values.batchId,
        title: values.title,
        instructions: values.instructions,
        fileId: pdfId,
        dueAt,
        cutoffAt,
        maxMarks: values.maxMarks,
        createdBy: user.id,
      })
      .returning({ id: homework.id });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'homework.create',
      entity: ENTITY,
      entityId: row!.id,
      after: { ...values, pdf: Boolean(pdfId) },
    });
    return { id: row!.id };
  });
}

/** Removes a replaced submission's files: their rows now (photos' go with them), bytes after. */
async function dropFiles(tx: DbOrTx, submissionId: string, pdfId: string | null) {
  const photos = await tx
    .select({ id: homeworkPhotos.fileId })
    .from(homeworkPhotos)
    .where(eq(homeworkPhotos.submissionId, submissionId));
  const ids = [...photos.map((p) => p.id), ...(pdfId ? [pdfId] : [])];
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

/**
 * The homework a student may send work for now: set to them, its cut-off not passed. Asked
 * before the photos are read and re-encoded, and again, holding the row, as they are saved.
 */
export async function openToSubmit(db: DbOrTx, { user }: Viewer, id: string, lock = false) {
  const { hw, as } = await homeworkFor(db, user, id, lock);
  if (as !== 'student') throw forbidden(M.notYourBatch);
  if (hw.cutoffAt && Date.now() >= hw.cutoffAt.getTime()) throw conflict(M.pastCutoff);
  return hw;
}

/**
 * POST /api/homework/:id/submission: a student's work, photos or a PDF. After the due time it is
 * marked late; after the cut-off refused. Sent again before the teacher checks it, it replaces
 * the last. The homework's row is held until the transaction ends: a student's two sends at once
 * take turns, and the second replaces the first, so one submission remains.
 */
export async function submitHomework(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  id: string,
  work: Pick<WorkForm, 'photos' | 'pdf'>,
): Promise<{ late: boolean }> {
  const { user } = viewer;
  if (work.photos.length === 0 && !work.pdf) throw refuse('photos', M.workRequired);
  const { late, dropKeys } = await saveWork(db, storage, work, async (tx, stored) => {
    const hw = await openToSubmit(tx, viewer, id, true);
    const now = new Date();
    const late = now > hw.dueAt;
    const [before] = await tx
      .select()
      .from(homeworkSubmissions)
      .where(
        and(eq(homeworkSubmissions.homeworkId, id), eq(homeworkSubmissions.studentId, user.id)),
      )
      .for('update');
    if (before?.returnedAt) throw conflict(M.alreadyChecked);
    const dropKeys = before ? await dropFiles(tx, before.id, before.pdfId) : [];
    const values = { submittedAt: now, late, pdfId: stored.pdfId };
    const [row] = before
      ? await tx
          .update(homeworkSubmissions)
          .set(values)
          .where(eq(homeworkSubmissions.id, before.id))
          .returning({ id: homeworkSubmissions.id })
      : await tx
          .insert(homeworkSubmissions)
          .values({ ...values, homeworkId: id, studentId: user.id })
          .returning({ id: homeworkSubmissions.id });
    if (stored.photos.length)
      await tx
        .insert(homeworkPhotos)
        .values(
          stored.photos.map((photo, position) => ({ ...photo, submissionId: row!.id, position })),
        );
    await recordAudit(tx, {
      actorId: user.id,
      action: before ? 'homework.resubmit' : 'homework.submit',
      entity: ENTITY,
      entityId: id,
      after: { submissionId: row!.id, late, photos: stored.photos.length, pdf: !!stored.pdfId },
    });
    return { late, dropKeys };
  });
  await Promise.all(dropKeys.map((key) => storage.remove(key).catch(() => {})));
  return { late };
}

/**
 * POST /api/homework/submissions/:id/return: a teacher of the batch (or an admin) checks the
 * work, marks out of the maximum and a comment, and returns it; the student hears of it on the
 * app and, by the outbox's `text` channel, on their phone.
 */
export async function returnSubmission(
  db: Db,
  channels: Channels,
  viewer: Viewer,
  submissionId: string,
  values: ReturnSubmissionValues,
  readAt: (homeworkId: string) => string,
) {
  const { user } = viewer;
  await db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, submissionId))
      .for('update');
    if (!submission) throw notFound(M.notFound);
    const { hw, as } = await homeworkFor(tx, user, submission.homeworkId);
    if (as !== 'staff') throw forbidden(M.notYourBatch);
    if (submission.returnedAt) throw conflict(M.alreadyReturned);
    const problem = homeworkMarksProblem(values.marks, hw.maxMarks);
    if (problem) throw refuse('marks', problem);
    const comment = values.comment || null;
    await tx
      .update(homeworkSubmissions)
      .set({ marks: values.marks, comment, returnedBy: user.id, returnedAt: new Date() })
      .where(eq(homeworkSubmissions.id, submissionId));
    const [student] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, submission.studentId));
    const academy = await academyName(tx);
    const link = readAt(hw.id);
    const score = `${values.marks}/${hw.maxMarks}`;
    await enqueueTexts(
      tx,
      channels,
      { type: ENTITY, id: submissionId },
      phonesOf(student?.phone).map((phone) => ({
        phone,
        kind: 'homework' as const,
        text: `${academy}: ${user.name} checked your homework "${hw.title}": ${score}. See it at ${link}`,
        params: [user.name, hw.title, score, link],
      })),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'homework.return',
      entity: ENTITY,
      entityId: hw.id,
      after: { submissionId, studentId: submission.studentId, marks: values.marks, comment },
    });
  });
}
