import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { FILE_MESSAGES } from '@academy/contract/files';
import {
  RESOURCE_MESSAGES,
  resourceFormSchema,
  type Resource,
  type ResourceListQuery,
} from '@academy/contract/resources';
import type { Db } from '../../db/client.ts';
import { storedFiles, studyResources, type StudyResourceRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/sql.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { fileSummary, saveWithFile, type StoredFileRow } from '../files/service.ts';
import type { FileStorage } from '../files/storage.ts';
import { parseUploadForm, type MultipartForm } from '../files/upload.ts';

/** A browse page shows every match at once ('Showing N book(s)'); this bounds a runaway list. */
const LIST_LIMIT = 500;

function toResource(row: StudyResourceRow, file: StoredFileRow | null): Resource {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    class: row.class,
    stream: row.stream,
    subject: row.subject,
    chapter: row.chapter,
    chapters: row.chapters,
    exam: row.exam,
    year: row.year,
    coverImage: row.coverImage,
    source: row.source,
    link: row.link,
    file: fileSummary(file),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listResources(db: Db, query: ResourceListQuery): Promise<Resource[]> {
  const filters: SQL[] = [eq(studyResources.kind, query.kind)];
  if (query.class) filters.push(eq(studyResources.class, query.class));
  if (query.stream) filters.push(eq(studyResources.stream, query.stream));
  if (query.subject) filters.push(eq(studyResources.subject, query.subject));
  if (query.exam) filters.push(eq(studyResources.exam, query.exam));
  if (query.year) filters.push(eq(studyResources.year, query.year));
  if (query.chapter) filters.push(ilike(studyResources.chapter, `%${escapeLike(query.chapter)}%`));
  const rows = await db
    .select({ resource: studyResources, file: storedFiles })
    .from(studyResources)
    .leftJoin(storedFiles, eq(storedFiles.id, studyResources.fileId))
    .where(and(...filters))
    .orderBy(asc(studyResources.class), asc(studyResources.subject), asc(studyResources.title))
    .limit(LIST_LIMIT);
  return rows.map((r) => toResource(r.resource, r.file));
}

async function findResource(db: Db, id: string) {
  const [row] = await db
    .select({ resource: studyResources, file: storedFiles })
    .from(studyResources)
    .leftJoin(storedFiles, eq(storedFiles.id, studyResources.fileId))
    .where(eq(studyResources.id, id));
  if (!row) throw notFound(RESOURCE_MESSAGES.notFound);
  return row;
}

export const getResource = async (db: Db, id: string) => {
  const { resource, file } = await findResource(db, id);
  return toResource(resource, file);
};

const parseFields = (fields: MultipartForm['fields']) => parseOrThrow(resourceFormSchema, fields);

function columns(values: ReturnType<typeof parseFields>) {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    class: values.class,
    stream: values.stream ?? null,
    subject: values.subject,
    chapter: values.chapter ?? null,
    chapters: values.chapters ?? null,
    exam: values.exam ?? null,
    year: values.year ?? null,
    coverImage: values.coverImage ?? null,
    source: values.source,
    link: values.uploadMethod === 'link' ? (values.link ?? null) : null,
  };
}

const auditView = (row: StudyResourceRow) => ({
  kind: row.kind,
  title: row.title,
  class: row.class,
  subject: row.subject,
  link: row.link,
  fileId: row.fileId,
});

export async function createResource(
  db: Db,
  storage: FileStorage,
  actor: Viewer,
  form: MultipartForm,
) {
  const { values, file } = await parseUploadForm(storage, form, parseFields, {
    hasStoredFile: false,
    fileRequired: RESOURCE_MESSAGES.fileRequired,
  });
  const id = await saveWithFile(db, storage, file, async (tx, fileId) => {
    const [row] = await tx
      .insert(studyResources)
      .values({ ...columns(values), fileId })
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: `${values.kind}.create`,
      entity: values.kind,
      entityId: row!.id,
      after: auditView(row!),
    });
    return { result: row!.id };
  });
  return getResource(db, id);
}

export async function updateResource(
  db: Db,
  storage: FileStorage,
  actor: Viewer,
  id: string,
  form: MultipartForm,
) {
  const before = await findResource(db, id).then(
    (found) => found.resource,
    async (error: unknown) => {
      if (form.file) await storage.remove(form.file.key);
      throw error;
    },
  );
  const { values, file } = await parseUploadForm(storage, form, parseFields, {
    hasStoredFile: before.fileId !== null,
    fileRequired: RESOURCE_MESSAGES.fileRequired,
  });
  await saveWithFile(db, storage, file, async (tx, newFileId) => {
    const fileId = values.uploadMethod === 'link' ? null : (newFileId ?? before.fileId);
    const [row] = await tx
      .update(studyResources)
      .set({ ...columns(values), kind: before.kind, fileId, updatedAt: new Date() })
      .where(eq(studyResources.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: `${before.kind}.update`,
      entity: before.kind,
      entityId: id,
      before: auditView(before),
      after: auditView(row!),
    });
    return { result: undefined, dropFileId: before.fileId !== fileId ? before.fileId : null };
  });
  return getResource(db, id);
}

export async function deleteResource(db: Db, storage: FileStorage, actor: Viewer, id: string) {
  const { resource } = await findResource(db, id);
  await saveWithFile(db, storage, undefined, async (tx) => {
    await tx.delete(studyResources).where(eq(studyResources.id, id));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: `${resource.kind}.delete`,
      entity: resource.kind,
      entityId: id,
      before: auditView(resource),
    });
    return { result: undefined, dropFileId: resource.fileId };
  });
}

/** A resource opens as its stored file or, for a link, by sending the browser there. */
export async function openResource(db: Db, id: string) {
  const { resource, file } = await findResource(db, id);
  if (file) return { kind: 'file' as const, file };
  if (resource.link) return { kind: 'link' as const, link: resource.link };
  throw notFound(FILE_MESSAGES.notFound);
}
