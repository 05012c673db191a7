import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { FILE_MESSAGES } from '@academy/contract/files';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStorage } from './storage.ts';
import type { UploadedFile } from './upload.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;

async function insertStoredFile(db: DbOrTx, file: UploadedFile): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      storageKey: file.key,
      originalName: file.name,
      contentType: file.type,
      size: file.size,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

async function deleteStoredFileRow(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, id))
    .returning({ key: storedFiles.storageKey });
  return row?.key;
}

/** Sends a stored file with its stored type; `inline` to view in the browser, else a download. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileRow,
  disposition: 'inline' | 'attachment',
) {
  const body = await storage.read(file.storageKey).catch(() => {
    throw notFound(FILE_MESSAGES.notFound);
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.originalName, { type: disposition }))
    .header('cache-control', 'private, max-age=0')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** The public shape of a file: name, type and size, never the storage key. */
export const fileSummary = (file: StoredFileRow | null | undefined) =>
  file ? { name: file.originalName, type: file.contentType, size: file.size } : null;

/**
 * Saves a record together with its uploaded file: the file's row and the record's rows commit in
 * one transaction, and if anything fails the uploaded bytes are removed, so there is never a row
 * without a file nor a file without a row. A file the record no longer uses (`dropFileId`) is
 * deleted with the same transaction, its bytes once it has committed.
 */
export async function saveWithFile<T>(
  db: Db,
  storage: FileStorage,
  file: UploadedFile | undefined,
  work: (tx: DbOrTx, fileId: string | null) => Promise<{ result: T; dropFileId?: string | null }>,
): Promise<T> {
  let outcome: { result: T; droppedKey: string | undefined };
  try {
    outcome = await db.transaction(async (tx) => {
      const fileId = file ? await insertStoredFile(tx, file) : null;
      const { result, dropFileId } = await work(tx, fileId);
      const droppedKey = dropFileId ? await deleteStoredFileRow(tx, dropFileId) : undefined;
      return { result, droppedKey };
    });
  } catch (error) {
    if (file) await storage.remove(file.key);
    throw error;
  }
  if (outcome.droppedKey) await storage.remove(outcome.droppedKey);
  return outcome.result;
}
