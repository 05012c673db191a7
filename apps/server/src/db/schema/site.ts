import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per settings tab ('general', 'contact', 'social', 'home'); the value is the tab's form. */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const usefulLinks = pgTable(
  'useful_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    des: text('des').notNull(),
    category: text('category').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('useful_links_created_idx').on(t.createdAt)],
);

/** Admin-curated YouTube videos of the /videos/{help,community,emergency} pages. */
export const libraryVideos = pgTable(
  'library_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: text('section', { enum: ['help', 'community', 'emergency'] }).notNull(),
    title: text('title').notNull(),
    youtubeId: text('youtube_id').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_videos_section_idx').on(t.section, t.position)],
);
