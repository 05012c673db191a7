import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@academy/contract/photos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from './storage.ts';
import { addField, isCode, type MultipartForm } from './upload.ts';

/**
 * Photos taken on a phone, attached to a question or an answer (decisions §117). The browser
 * sends them compressed; here each is checked by its content and re-encoded, which drops its
 * EXIF (the camera, the place it was taken) and anything else hidden in the file.
 */

/** A photo as stored: a JPEG without metadata, its longer side at most `PHOTO_LIMITS.maxSide`. */
export interface Photo {
  bytes: Buffer;
  width: number;
  height: number;
}

/** A form of text fields and up to a few photos, each already re-encoded. */
export interface PhotoForm {
  fields: MultipartForm['fields'];
  photos: Photo[];
}

const photoError = (message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new AppError(code, message, { photos: message });

const startsWith = (bytes: Buffer, head: number[], at = 0) =>
  head.every((b, i) => bytes[at + i] === b);

/** JPEG, PNG or WebP by their first bytes: the name and the declared type are the sender's word. */
const isPhotoContent = (bytes: Buffer) =>
  startsWith(bytes, [0xff, 0xd8, 0xff]) ||
  startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
  (bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP');

/**
 * Checks one uploaded photo and re-encodes it. A picture of more than 40 megapixels is refused
 * before it is decoded: a small file can declare a huge canvas and take the server's memory.
 */
export async function normalisePhoto(input: Buffer): Promise<Photo> {
  if (input.length > PHOTO_LIMITS.maxBytes)
    throw photoError(PHOTO_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  if (!isPhotoContent(input)) throw photoError(PHOTO_MESSAGES.notImage);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
      // Turned upright by its EXIF orientation before that is dropped with the rest.
      .rotate()
      .resize({
        width: PHOTO_LIMITS.maxSide,
        height: PHOTO_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw photoError(PHOTO_MESSAGES.unreadable);
  }
}

/**
 * Reads a multipart form of text fields and at most `maxPhotos` photos (`photos` parts). Each
 * photo is read whole, a few hundred KB at most, and re-encoded; nothing is stored yet.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  maxPhotos: number,
): Promise<PhotoForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.multipartRequired);
  const fields: PhotoForm['fields'] = {};
  const received: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: maxPhotos, fileSize: PHOTO_LIMITS.maxBytes },
    })) {
      if (part.type === 'file') received.push(await part.toBuffer());
      else addField(fields, part);
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE'))
      throw photoError(PHOTO_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
    if (isCode(error, 'FST_FILES_LIMIT')) throw photoError(PHOTO_MESSAGES.tooMany);
    if (isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT'))
      throw new AppError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.tooManyFields);
    throw error;
  }
  // One after another: each decode holds a full-size bitmap.
  const photos: Photo[] = [];
  for (const bytes of received) photos.push(await normalisePhoto(bytes));
  return { fields, photos };
}

/** A stored photo: its file's row, and its size for the page's layout. */
export interface StoredPhoto {
  fileId: string;
  width: number;
  height: number;
}

/**
 * Saves a record with its photos: the bytes are written first, then their `stored_files` rows
 * and the record's own commit in one transaction. If anything fails the written bytes are
 * removed, so there is never a row without its bytes nor bytes without a row.
 */
export async function saveWithPhotos<T>(
  db: Db,
  storage: FileStorage,
  photos: Photo[],
  work: (tx: DbOrTx, stored: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const photo of photos) {
      const key = `photo-${randomUUID()}.jpg`;
      await storage.write(key, Readable.from(photo.bytes), 'image/jpeg');
      keys.push(key);
    }
    return await db.transaction(async (tx) => {
      const stored: StoredPhoto[] = [];
      for (const [i, photo] of photos.entries()) {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            storageKey: keys[i]!,
            originalName: `photo-${i + 1}.jpg`,
            contentType: 'image/jpeg',
            size: photo.bytes.length,
          })
          .returning({ id: storedFiles.id });
        stored.push({ fileId: row!.id, width: photo.width, height: photo.height });
      }
      return work(tx, stored);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
}
