import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { SIGNATURE_IMAGE, SIGNATURE_MESSAGES } from '@academy/contract/site-config-messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { siteConfig, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { FileStorage } from '../files/storage.ts';

/**
 * The signatory's signature image (Site Settings > Business), drawn on tax invoices and credit
 * notes above their name. Its site_config row names the stored file; a document freezes that
 * file's id when issued, so an image is never removed: a later change reprints nothing old.
 */
const KEY = 'signature';

export type SignatureType = (typeof SIGNATURE_IMAGE.types)[number];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the upload called them. */
const typeOf = (bytes: Buffer): SignatureType | null =>
  bytes.subarray(0, 8).equals(PNG)
    ? 'image/png'
    : bytes.subarray(0, 3).equals(JPEG)
      ? 'image/jpeg'
      : null;

/** Embeds the image in a PDF: how a document draws it, and the proof it can be drawn. */
export const embedSignature = (pdf: PDFDocument, image: { bytes: Uint8Array; type: string }) =>
  image.type === 'image/png' ? pdf.embedPng(image.bytes) : pdf.embedJpg(image.bytes);

const refuse = (message: string) => new AppError('VALIDATION', message, { signature: message });

/** The id of the stored file the next document will print, if any. */
export async function currentSignatureId(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, KEY));
  return (row?.value as { fileId?: string } | undefined)?.fileId ?? null;
}

/** A signature image's bytes and type, for a document or the admin's preview. */
export async function readSignature(db: DbOrTx, storage: FileStorage, fileId: string) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) throw notFound(SIGNATURE_MESSAGES.notFound);
  const bytes = await buffer(await storage.read(file.storageKey));
  return { bytes, type: file.contentType };
}

/** Sets (or, with null, clears) the image the next document prints. */
async function point(tx: DbOrTx, fileId: string | null, viewer: Viewer) {
  const actorId = viewer.user.id;
  const before = await currentSignatureId(tx);
  await tx
    .insert(siteConfig)
    .values({ key: KEY, value: { fileId }, updatedBy: actorId })
    .onConflictDoUpdate({
      target: siteConfig.key,
      set: { value: { fileId }, updatedBy: actorId, updatedAt: sql`now()` },
    });
  await recordAudit(tx, {
    actorId,
    action: fileId ? 'site-config.signature.save' : 'site-config.signature.remove',
    entity: 'site-config',
    entityId: KEY,
    before: { fileId: before },
    after: { fileId },
  });
}

/**
 * PUT /api/site-config/business/signature: a PNG or JPEG of at most 300 KB that a PDF can embed
 * (a renamed or broken file is refused here, not on the next invoice).
 */
export async function saveSignature(db: Db, storage: FileStorage, bytes: Buffer, viewer: Viewer) {
  if (bytes.length > SIGNATURE_IMAGE.maxBytes) throw refuse(SIGNATURE_MESSAGES.tooLarge);
  const type = typeOf(bytes);
  if (!type) throw refuse(SIGNATURE_MESSAGES.type);
  await embedSignature(await PDFDocument.create(), { bytes, type }).catch(() => {
    throw refuse(SIGNATURE_MESSAGES.unreadable);
  });
  const key = `signature-${randomUUID()}${type === 'image/png' ? '.png' : '.jpg'}`;
  await storage.write(key, Readable.from(bytes), type);
  try {
    await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(storedFiles)
        .values({ storageKey: key, originalName: key, contentType: type, size: bytes.length })
        .returning({ id: storedFiles.id });
      await point(tx, file!.id, viewer);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** DELETE /api/site-config/business/signature: documents issued from now print a line to sign. */
export const removeSignature = (db: Db, viewer: Viewer) =>
  db.transaction((tx) => point(tx, null, viewer));
