import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { batches } from './batches.ts';
import { users } from './users.ts';

/**
 * A notice to a batch's students and parents, or with no batch to the whole academy. It goes
 * with its batch: a deleted batch's announcements speak to nobody.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The home's list: the latest of a few batches plus the academy-wide ones.
    index('announcements_batch_created_idx').on(t.batchId, t.createdAt),
    index('announcements_created_idx').on(t.createdAt),
    check('announcements_title_present', sql`length(${t.title}) > 0`),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The texts an author's announcements queued on an India day, counted against their cap
 * (decisions §84): kept apart from the announcements, so deleting one gives none back.
 */
export const announcementTexts = pgTable(
  'announcement_texts',
  {
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    texts: integer('texts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.day] })],
);
