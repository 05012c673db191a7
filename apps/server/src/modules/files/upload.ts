import { randomUUID } from 'node:crypto';
import { Transform, pipeline, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES, type DocumentType } from '@academy/contract/files';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { AppError } from '../../lib/app-error.ts';
import { contentMatches, typeByName } from './sniff.ts';
import type { FileStorage } from './storage.ts';

/** Room for the file and the form's text fields around it (the JSON body limit is far lower). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

/** How many bytes decide whether the content matches the name. */
const SNIFF_BYTES = 4096;

export interface UploadedFile {
  key: string;
  name: string;
  type: DocumentType;
  size: number;
}

export interface MultipartForm {
  /** Text fields; `name[]` (or a repeated name) collects into an array under `name`. */
  fields: Record<string, string | string[]>;
  file: UploadedFile | undefined;
}

const fileError = (message: string, status: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new AppError(status, message, { file: message });

/** Holds back the first bytes until it can check them, then passes everything through. */
class ContentCheck extends Transform {
  /** Not `size`: S3's uploader reads a body's `size` as its total length. */
  bytesSeen = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  private readonly type: DocumentType;

  constructor(type: DocumentType) {
    super();
    this.type = type;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytesSeen += chunk.length;
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= SNIFF_BYTES) return this.check(done);
    done();
  }

  override _flush(done: TransformCallback) {
    if (!this.checked) return this.check(done);
    done();
  }

  private check(done: TransformCallback) {
    this.checked = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    if (head.length === 0 || !contentMatches(this.type, head.subarray(0, SNIFF_BYTES)))
      return done(fileError(FILE_MESSAGES.contentMismatch, 'VALIDATION'));
    done(null, head);
  }
}

export const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

async function storeFile(
  request: FastifyRequest,
  part: MultipartFile,
  storage: FileStorage,
): Promise<UploadedFile> {
  const type = typeByName(part.filename);
  if (!type) {
    part.file.resume();
    throw fileError(FILE_MESSAGES.typeInvalid);
  }
  const key = `${randomUUID()}${part.filename.slice(part.filename.lastIndexOf('.')).toLowerCase()}`;
  const check = new ContentCheck(type);
  // A connection cut mid-upload (the client gone, a shutdown) must fail the write, not stall it.
  const interrupted = () => {
    if (!part.file.readableEnded) part.file.destroy(new Error('The upload was interrupted'));
  };
  request.raw.once('close', interrupted);
  try {
    // pipeline, not pipe: an error or destroy on either side reaches the other.
    await storage.write(
      key,
      pipeline(part.file, check, () => {}),
      type,
    );
  } catch (error) {
    part.file.resume();
    if (error instanceof AppError) throw error;
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE') || part.file.truncated)
      throw fileError(FILE_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
    throw error;
  } finally {
    request.raw.off('close', interrupted);
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw fileError(FILE_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  }
  return { key, name: part.filename.slice(-200), type, size: check.bytesSeen };
}

/** Adds a text part to a form's fields: `name[]` (or a repeated name) collects into a list. */
export function addField(
  fields: MultipartForm['fields'],
  part: { fieldname: string; value: unknown },
) {
  const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  const isList = part.fieldname.endsWith('[]');
  const name = isList ? part.fieldname.slice(0, -2) : part.fieldname;
  const existing = fields[name];
  if (existing === undefined) fields[name] = isList ? [value] : value;
  else fields[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
}

/**
 * Reads a multipart form, streaming its one file straight to storage (never wholly in memory).
 * On any failure the stored file is removed before the error goes on, so a refused upload leaves
 * nothing behind; after success the caller owns the file and removes it if its own work fails.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.multipartRequired);
  const fields: MultipartForm['fields'] = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw fileError(FILE_MESSAGES.tooMany);
        file = await storeFile(request, part, storage);
        continue;
      }
      addField(fields, part);
    }
  } catch (error) {
    if (file) await storage.remove(file.key);
    if (isCode(error, 'FST_FILES_LIMIT')) throw fileError(FILE_MESSAGES.tooMany);
    if (isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT'))
      throw new AppError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.tooManyFields);
    throw error;
  }
  return { fields, file };
}

/** Arrays that a form sent as one value (or not at all) read the same way. */
export const listField = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Validates a multipart form's fields for a record that is a link or a file. A refused form's
 * file is removed; a file sent along with the link method is discarded; the file method needs a
 * file, new or (when editing) already stored.
 */
export async function parseUploadForm<T extends { uploadMethod: 'link' | 'file' }>(
  storage: FileStorage,
  form: MultipartForm,
  parse: (fields: MultipartForm['fields']) => T,
  options: { hasStoredFile: boolean; fileRequired: string },
): Promise<{ values: T; file: UploadedFile | undefined }> {
  try {
    const values = parse(form.fields);
    if (values.uploadMethod === 'file' && !form.file && !options.hasStoredFile)
      throw new AppError('VALIDATION', options.fileRequired, { file: options.fileRequired });
    if (values.uploadMethod === 'link' && form.file) await storage.remove(form.file.key);
    return { values, file: values.uploadMethod === 'file' ? form.file : undefined };
  } catch (error) {
    if (form.file) await storage.remove(form.file.key);
    throw error;
  }
}
