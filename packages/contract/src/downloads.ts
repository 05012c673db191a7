import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
export { DOWNLOAD_MESSAGES } from './download-messages.ts';

export const DOWNLOADS_PAGE_SIZE = 25;

/** GET /api/admin/downloads: newest first, by a student (name or phone) and/or one note. */
export const downloadsQuerySchema = pageQuerySchema(DOWNLOADS_PAGE_SIZE).extend({
  q: z.string().trim().max(100).default(''),
  noteId: z.uuid().optional(),
});
export type DownloadsQuery = z.input<typeof downloadsQuerySchema>;

export const DOWNLOAD_ACTIONS = ['view', 'download', 'link'] as const;
export type DownloadAction = (typeof DOWNLOAD_ACTIONS)[number];

/** One time a student opened a paid note. */
export interface NoteDownload {
  id: string;
  student: { id: string; name: string; phone: string | null };
  note: { id: string | null; title: string; fileName: string | null };
  action: DownloadAction;
  ip: string | null;
  userAgent: string | null;
  at: string;
}

/** A paid note the log can be filtered by. */
export interface DownloadableNote {
  id: string;
  title: string;
}
