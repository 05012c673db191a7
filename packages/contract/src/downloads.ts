import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
export { DOWNLOAD_MESSAGES } from './download-messages.ts';

export const DOWNLOADS_PAGE_SIZE = 25;

/** GET /api/admin/downloads: newest first, by a student (name or phone) and/or one note. */
export const downloadsQuerySchema = pageQuerySchema(DOWNLOADS_PAGE_SIZE).extend({
  q: z.string().trim().max(100).default(''),
  noteId: z.uuid().optional(),
});

export const DOWNLOAD_ACTIONS = ['view', 'download', 'link'] as const;
export type DownloadAction = (typeof DOWNLOAD_ACTIONS)[number];

/** One time a student opened a paid note. */
export const noteDownloadSchema = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  note: z.object({ id: z.string().nullable(), title: z.string(), fileName: z.string().nullable() }),
  action: z.enum(DOWNLOAD_ACTIONS),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
});
export type NoteDownload = z.infer<typeof noteDownloadSchema>;

/** A paid note the log can be filtered by. */
export const downloadableNoteSchema = z.object({ id: z.string(), title: z.string() });
export type DownloadableNote = z.infer<typeof downloadableNoteSchema>;
