import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@academy/contract/envelope';
import { FILE_MESSAGES } from '@academy/contract/files';
import {
  NOTE_MESSAGES,
  noteFormSchema,
  type Note,
  type NoteListQuery,
} from '@academy/contract/notes';
import { isFree } from '@academy/contract/money';
import { isAdmin } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { notes, orders, storedFiles, type NoteRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { hasAccess, paidNoteIds } from '../payments/access.ts';
import { fileSummary, saveWithFile, type StoredFileRow } from '../files/service.ts';
import type { FileStorage } from '../files/storage.ts';
import {
  listField,
  parseUploadForm,
  type MultipartForm,
  type UploadedFile,
} from '../files/upload.ts';
import { canStamp } from './owners-copy.ts';

function toNote(row: NoteRow, file: StoredFileRow | null, canAccess: boolean): Note {
  return {
    id: row.id,
    title: row.title,
    des: row.description,
    // A paid note's link is what the student pays for: only those who may open it see it.
    link: canAccess ? row.link : null,
    file: fileSummary(file),
    category: row.categories,
    subject: row.subject,
    classes: row.classes,
    isFree: row.isFree,
    pricePaise: row.pricePaise,
    thumbnail: row.thumbnail,
    tags: row.tags,
    likes: row.likes,
    views: row.views,
    canAccess,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The notes among `rows` the viewer may open (`hasAccess`), their purchases read at once. */
async function accessibleIds(db: Db, viewer: Viewer | null, rows: NoteRow[]) {
  const paid = rows.filter((r) => !isFree(r)).map((r) => r.id);
  const bought = viewer && paid.length ? await paidNoteIds(db, viewer.user.id, paid) : new Set();
  const open = rows.filter((r) => hasAccess(viewer, { free: isFree(r), owned: bought.has(r.id) }));
  return new Set(open.map((r) => r.id));
}

export async function listNotes(
  db: Db,
  query: { page: number; pageSize: number } & Omit<NoteListQuery, 'page' | 'pageSize'>,
  viewer: Viewer | null,
): Promise<Page<Note>> {
  const filters: SQL[] = [];
  if (query.class) filters.push(eq(notes.classes, query.class));
  if (query.subject) filters.push(eq(notes.subject, query.subject));
  if (query.access) filters.push(eq(notes.isFree, query.access === 'free'));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ note: notes, file: storedFiles })
      .from(notes)
      .leftJoin(storedFiles, eq(storedFiles.id, notes.fileId))
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  const open = await accessibleIds(
    db,
    viewer,
    rows.map((r) => r.note),
  );
  return {
    items: rows.map((r) => toNote(r.note, r.file, open.has(r.note.id))),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

async function findNote(db: Db, id: string) {
  const [row] = await db
    .select({ note: notes, file: storedFiles })
    .from(notes)
    .leftJoin(storedFiles, eq(storedFiles.id, notes.fileId))
    .where(eq(notes.id, id));
  if (!row) throw notFound(NOTE_MESSAGES.notFound);
  return row;
}

export async function getNote(db: Db, id: string, viewer: Viewer | null) {
  const { note, file } = await findNote(db, id);
  const open = await accessibleIds(db, viewer, [note]);
  return toNote(note, file, open.has(note.id));
}

/** The multipart fields as the form schema reads them. */
const parseNoteFields = (fields: MultipartForm['fields']) =>
  parseOrThrow(noteFormSchema, {
    ...fields,
    category: listField(fields.category),
    tags: listField(fields.tags),
  });

function noteColumns(values: ReturnType<typeof parseNoteFields>) {
  return {
    title: values.title,
    description: values.des,
    link: values.uploadMethod === 'link' ? (values.link ?? null) : null,
    categories: values.category,
    subject: values.subject ?? null,
    classes: values.classes ?? null,
    isFree: values.isFree,
    pricePaise: values.isFree ? null : (values.pricePaise ?? null),
    thumbnail: values.thumbnail ?? null,
    tags: values.tags,
  };
}

const auditView = (row: NoteRow) => ({
  title: row.title,
  isFree: row.isFree,
  pricePaise: row.pricePaise,
  link: row.link,
  fileId: row.fileId,
});

/**
 * A paid note's file must take its buyers' names (product §5.12): a PDF that is not
 * password-protected. A refused upload's bytes are removed.
 */
async function mustBeStampable(
  storage: FileStorage,
  file: UploadedFile | { key: string; type: string; stored: true } | null,
) {
  if (!file) return;
  const problem = await canStamp(storage, file);
  if (!problem) return;
  if (!('stored' in file)) await storage.remove(file.key);
  throw new AppError('VALIDATION', problem, { file: problem });
}

async function storedFileOf(db: Db, fileId: string | null) {
  if (!fileId) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row ? { key: row.storageKey, type: row.contentType, stored: true as const } : null;
}

export async function createNote(db: Db, storage: FileStorage, actor: Viewer, form: MultipartForm) {
  const { values, file } = await parseUploadForm(storage, form, parseNoteFields, {
    hasStoredFile: false,
    fileRequired: NOTE_MESSAGES.fileRequired,
  });
  if (!values.isFree && file) await mustBeStampable(storage, file);
  const id = await saveWithFile(db, storage, file, async (tx, fileId) => {
    const [row] = await tx
      .insert(notes)
      .values({ ...noteColumns(values), fileId, createdBy: actor.user.id })
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'note.create',
      entity: 'note',
      entityId: row!.id,
      after: auditView(row!),
    });
    return { result: row!.id };
  });
  return getNote(db, id, actor);
}

export async function updateNote(
  db: Db,
  storage: FileStorage,
  actor: Viewer,
  id: string,
  form: MultipartForm,
) {
  const before = await findNote(db, id).then(
    (found) => found.note,
    async (error: unknown) => {
      if (form.file) await storage.remove(form.file.key);
      throw error;
    },
  );
  const { values, file } = await parseUploadForm(storage, form, parseNoteFields, {
    hasStoredFile: before.fileId !== null,
    fileRequired: NOTE_MESSAGES.fileRequired,
  });
  if (!values.isFree && values.uploadMethod === 'file') {
    if (file) await mustBeStampable(storage, file);
    else await mustBeStampable(storage, await storedFileOf(db, before.fileId));
  }
  await saveWithFile(db, storage, file, async (tx, newFileId) => {
    // A new file replaces the old one; switching to a link drops the old file.
    const fileId = values.uploadMethod === 'link' ? null : (newFileId ?? before.fileId);
    const [row] = await tx
      .update(notes)
      .set({ ...noteColumns(values), fileId, updatedAt: new Date() })
      .where(eq(notes.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'note.update',
      entity: 'note',
      entityId: id,
      before: auditView(before),
      after: auditView(row!),
    });
    return { result: undefined, dropFileId: before.fileId !== fileId ? before.fileId : null };
  });
  return getNote(db, id, actor);
}

export async function deleteNote(db: Db, storage: FileStorage, actor: Viewer, id: string) {
  const { note } = await findNote(db, id);
  const [sold] = await db.select({ n: count() }).from(orders).where(eq(orders.noteId, id));
  // Orders are the academy's books and buyers keep what they paid for.
  if (sold && sold.n > 0) throw conflict(NOTE_MESSAGES.hasBuyers);
  await saveWithFile(db, storage, undefined, async (tx) => {
    await tx.delete(notes).where(eq(notes.id, id));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'note.delete',
      entity: 'note',
      entityId: id,
      before: auditView(note),
    });
    return { result: undefined, dropFileId: note.fileId };
  });
}

/**
 * Opening a note (view or download) counts a view. A paid note opens only for its buyers and
 * administrators; a guest is asked to sign in. A buyer gets their own copy (`copyFor`: stamped
 * with their name, the opening logged); free notes and administrators get the stored file.
 */
export async function openNote(db: Db, viewer: Viewer | null, id: string) {
  const { note, file } = await findNote(db, id);
  const open = await accessibleIds(db, viewer, [note]);
  if (!open.has(id)) {
    if (!viewer) throw new AppError('UNAUTHENTICATED', NOTE_MESSAGES.signInToBuy);
    throw new AppError('FORBIDDEN', NOTE_MESSAGES.buyFirst);
  }
  await db
    .update(notes)
    .set({ views: sql`${notes.views} + 1` })
    .where(eq(notes.id, id));
  const copyFor = viewer && !isFree(note) && !isAdmin(viewer.user.role) ? viewer : null;
  if (file) return { kind: 'file' as const, file, note, copyFor };
  if (note.link) return { kind: 'link' as const, link: note.link, note, copyFor };
  throw notFound(FILE_MESSAGES.notFound);
}
