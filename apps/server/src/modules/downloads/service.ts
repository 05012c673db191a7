import { and, asc, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@academy/contract/envelope';
import type { DownloadableNote, DownloadAction, NoteDownload } from '@academy/contract/downloads';
import type { Db } from '../../db/client.ts';
import { noteDownloads, notes, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';

export interface DownloadRecord {
  userId: string;
  note: { id: string; title: string };
  fileName: string | null;
  action: DownloadAction;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** Notes one time a student opened a paid note. */
export async function recordDownload(db: Db, record: DownloadRecord) {
  await db.insert(noteDownloads).values({
    userId: record.userId,
    noteId: record.note.id,
    noteTitle: record.note.title,
    fileName: record.fileName,
    action: record.action,
    ip: record.ip ?? null,
    userAgent: record.userAgent?.slice(0, 300) ?? null,
  });
}

/** The student filter: their name (anywhere in it) or their phone's digits. */
function studentMatching(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/[\s+()-]/g, '');
  return or(
    ilike(users.name, `%${escapeLike(q)}%`),
    /^\d{3,15}$/.test(digits) ? like(users.phone, `%${digits}%`) : undefined,
  );
}

type Filter = { page: number; pageSize: number; q: string; noteId?: string | undefined };

/** Admin > Downloads: newest first, by student and/or note. */
export async function listDownloads(db: Db, filter: Filter): Promise<Page<NoteDownload>> {
  const where = and(
    studentMatching(filter.q),
    filter.noteId ? eq(noteDownloads.noteId, filter.noteId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: noteDownloads, name: users.name, phone: users.phone })
      .from(noteDownloads)
      .innerJoin(users, eq(users.id, noteDownloads.userId))
      .where(where)
      .orderBy(desc(noteDownloads.createdAt), desc(noteDownloads.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(noteDownloads)
      .innerJoin(users, eq(users.id, noteDownloads.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ row, name, phone }) => ({
      id: row.id,
      student: { id: row.userId, name, phone },
      note: { id: row.noteId, title: row.noteTitle, fileName: row.fileName },
      action: row.action,
      ip: row.ip,
      userAgent: row.userAgent,
      at: row.createdAt.toISOString(),
    })),
    page: filter.page,
    pageSize: filter.pageSize,
    total: counted?.n ?? 0,
  };
}

/** Every paid note, by title: the page's note filter. */
export async function paidNotes(db: Db): Promise<DownloadableNote[]> {
  return db
    .select({ id: notes.id, title: notes.title })
    .from(notes)
    .where(eq(notes.isFree, false))
    .orderBy(asc(notes.title), asc(notes.id));
}
