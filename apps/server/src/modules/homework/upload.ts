import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HOMEWORK_LIMITS, HOMEWORK_MESSAGES } from '@academy/contract/homework';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { PHOTO_MESSAGES } from '@academy/contract/photos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalisePhoto, saveWithPhotos, type Photo, type StoredPhoto } from '../files/photos.ts';
import { contentMatches } from '../files/sniff.ts';
import type { FileStorage } from '../files/storage.ts';
import { addField, isCode, type MultipartForm } from '../files/upload.ts';

/**
 * A homework form: text fields, photos of a notebook (`photos` parts, re-encoded as doubts'
 * are) and at most one PDF (a `pdf` part), checked by its first bytes whatever it is called.
 */
export interface WorkForm {
  fields: MultipartForm['fields'];
  photos: Photo[];
  pdf: Buffer | undefined;
}

const pdfError = (message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new AppError(code, message, { pdf: message });
const photoError = (message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new AppError(code, message, { photos: message });

/** Body room for the photos, a PDF and the fields around them. */
export const WORK_BODY_LIMIT =
  HOMEWORK_LIMITS.photosMax * 512 * 1024 + HOMEWORK_LIMITS.pdfMaxBytes + 256 * 1024;

/** Reads a homework form whole: a PDF is at most 5 MB and each photo a few hundred KB. */
export async function readWorkForm(request: FastifyRequest, maxPhotos: number): Promise<WorkForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.multipartRequired);
  const fields: WorkForm['fields'] = {};
  const received: Buffer[] = [];
  let pdf: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { files: maxPhotos + 1, fileSize: HOMEWORK_LIMITS.pdfMaxBytes },
    })) {
      if (part.type !== 'file') {
        addField(fields, part);
        continue;
      }
      const isPdf = part.fieldname === 'pdf';
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw error;
        throw isPdf
          ? pdfError(HOMEWORK_MESSAGES.pdfTooLarge, 'PAYLOAD_TOO_LARGE')
          : photoError(PHOTO_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
      }
      if (!isPdf) received.push(bytes);
      else if (pdf) throw pdfError(HOMEWORK_MESSAGES.pdfInvalid);
      else pdf = bytes;
    }
  } catch (error) {
    if (isCode(error, 'FST_FILES_LIMIT')) throw photoError(PHOTO_MESSAGES.tooMany);
    if (isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT'))
      throw new AppError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.tooManyFields);
    throw error;
  }
  if (received.length > maxPhotos) throw photoError(PHOTO_MESSAGES.tooMany);
  if (pdf && !contentMatches('application/pdf', pdf.subarray(0, 8)))
    throw pdfError(HOMEWORK_MESSAGES.pdfInvalid);
  // One after another: each decode holds a full-size bitmap.
  const photos: Photo[] = [];
  for (const bytes of received) photos.push(await normalisePhoto(bytes));
  return { fields, photos, pdf };
}

/**
 * Saves a record with its photos and PDF: the bytes first, then their `stored_files` rows and
 * the record in one transaction; if anything fails the written bytes are removed.
 */
export async function saveWork<T>(
  db: Db,
  storage: FileStorage,
  work: Pick<WorkForm, 'photos' | 'pdf'>,
  save: (tx: DbOrTx, stored: { photos: StoredPhoto[]; pdfId: string | null }) => Promise<T>,
): Promise<T> {
  const key = work.pdf ? `homework-${randomUUID()}.pdf` : undefined;
  try {
    if (key) await storage.write(key, Readable.from(work.pdf!), 'application/pdf');
    return await saveWithPhotos(db, storage, work.photos, async (tx, photos) => {
      let pdfId: string | null = null;
      if (key) {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            storageKey: key,
            originalName: 'homework.pdf',
            contentType: 'application/pdf',
            size: work.pdf!.length,
          })
          .returning({ id: storedFiles.id });
        pdfId = row!.id;
      }
      return save(tx, { photos, pdfId });
    });
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {});
    throw error;
  }
}
