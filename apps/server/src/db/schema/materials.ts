import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file in storage (local folder or S3): the row names it, storage holds its bytes. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Generated, never the uploader's name: no path tricks, no clashes. */
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    link: text('link'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    subject: text('subject'),
    classes: text('classes'),
    isFree: boolean('is_free').notNull().default(true),
    pricePaise: integer('price_paise'),
    thumbnail: text('thumbnail'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_created_idx').on(t.createdAt),
    index('notes_classes_subject_idx').on(t.classes, t.subject),
  ],
);
export type NoteRow = typeof notes.$inferSelect;

/** NCERT textbooks, NCERT solutions and past papers (`kind`), each a file or a link. */
export const studyResources = pgTable(
  'study_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['textbook', 'solution', 'paper'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    class: text('class').notNull(),
    stream: text('stream'),
    subject: text('subject').notNull(),
    chapter: text('chapter'),
    chapters: integer('chapters'),
    exam: text('exam'),
    year: integer('year'),
    coverImage: text('cover_image'),
    source: text('source').notNull().default(''),
    link: text('link'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_resources_kind_class_subject_idx').on(t.kind, t.class, t.subject)],
);
export type StudyResourceRow = typeof studyResources.$inferSelect;
