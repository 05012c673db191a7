import { create as contentDisposition } from 'content-disposition';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { FILE_MESSAGES } from '@academy/contract/files';
import { NOTE_MESSAGES } from '@academy/contract/notes';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createLimiter } from '../../lib/limiter.ts';
import type { StoredFileRow } from '../files/service.ts';
import { loadForStamp, stampPdf, type CopyOwner } from '../files/stamp-pdf.ts';
import type { FileStorage } from '../files/storage.ts';

/**
 * A stamp holds the note (up to 10 MB) about three times in memory and takes a few hundred
 * milliseconds of work in slices: two at a time per process, a few more in line, and beyond that
 * the student is asked to try again rather than the server running out of memory.
 */
const stamping = createLimiter(2, 16);
const busy = () => new AppError('UNAVAILABLE', NOTE_MESSAGES.busy);

const readAll = async (storage: FileStorage, key: string) =>
  Buffer.concat(await (await storage.read(key)).toArray());

/** Whether a stored note can be a paid one: a PDF the stamp can write on. */
export async function canStamp(storage: FileStorage, file: { key: string; type: string }) {
  if (file.type !== 'application/pdf') return NOTE_MESSAGES.paidNeedsPdf;
  try {
    await loadForStamp(await readAll(storage, file.key));
    return null;
  } catch {
    return NOTE_MESSAGES.pdfNotStampable;
  }
}

/**
 * A student's own copy of a paid note: the stored PDF with their name, masked phone and today's
 * date on every page. The stored file itself never goes to a student.
 */
export async function makeOwnersCopy(
  storage: FileStorage,
  file: StoredFileRow,
  owner: CopyOwner,
  log: FastifyBaseLogger,
): Promise<Uint8Array> {
  // Notes stored before paid notes had to be PDFs: refused rather than sent unstamped.
  if (file.contentType !== 'application/pdf')
    throw new AppError('CONFLICT', NOTE_MESSAGES.notReady);
  return stamping.run(async () => {
    const original = await readAll(storage, file.storageKey).catch(() => {
      throw notFound(FILE_MESSAGES.notFound);
    });
    const started = performance.now();
    try {
      const stamped = await stampPdf(original, owner);
      log.info(
        {
          event: 'note.stamp',
          bytes: original.length,
          ms: Math.round(performance.now() - started),
        },
        'stamped a paid note',
      );
      return stamped;
    } catch (error) {
      log.error({ err: error, fileId: file.id }, 'a paid note could not be stamped');
      throw new AppError('CONFLICT', NOTE_MESSAGES.notReady);
    }
  }, busy);
}

/** Sends an owner's copy under the note's file name; no cache on the way keeps it. */
export function sendOwnersCopy(
  reply: FastifyReply,
  copy: Uint8Array,
  file: StoredFileRow,
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', copy.length)
    .header('content-disposition', contentDisposition(file.originalName, { type: disposition }))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(copy.buffer, copy.byteOffset, copy.length));
}
