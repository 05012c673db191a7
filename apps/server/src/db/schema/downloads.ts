import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notes } from './materials.ts';
import { users } from './users.ts';

/**
 * Every time a student opened a paid note: who, which note, when, from which address and
 * browser. The admin reads it (Admin > Downloads) when a copy turns up where it should not.
 */
export const noteDownloads = pgTable(
  'note_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the note goes (it cannot while it has buyers, but the log outlives edits). */
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'set null' }),
    /** The note's title and file name then: the log reads true after a rename or new file. */
    noteTitle: text('note_title').notNull(),
    fileName: text('file_name'),
    /** `view` opens it in the browser, `download` saves it; `link` went to the note's link. */
    action: text('action', { enum: ['view', 'download', 'link'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('note_downloads_created_idx').on(t.createdAt),
    index('note_downloads_user_idx').on(t.userId, t.createdAt),
    index('note_downloads_note_idx').on(t.noteId, t.createdAt),
  ],
);

export type NoteDownloadRow = typeof noteDownloads.$inferSelect;
