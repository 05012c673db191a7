import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentItem } from '@academy/contract/courses';
import { orders } from './payments.ts';
import { users } from './users.ts';

/** A PostgreSQL full-text document; written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface StoredCourseLink {
  link: string;
  position: number;
  title: string;
  freePreview: boolean;
  videos: { link: string; title: string }[];
}

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    tags: text('tags').array().notNull().default([]),
    category: text('category').array().notNull().default([]),
    programs: text('programs').array().notNull().default([]),
    /**
     * The school classes (1-12) the course is for, kept by the service from its title, tags and
     * programs (courses/classes.ts): a search for "Class 10" filters on it.
     */
    classes: smallint('classes').array().notNull().default([]),
    prerequisites: text('prerequisites').array().notNull().default([]),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    courseLinks: jsonb('course_links').$type<StoredCourseLink[]>().notNull().default([]),
    /** Ordered content; every lesson has a stable id that progress refers to. */
    content: jsonb('content').$type<ContentItem[]>().notNull().default([]),
    lessonCount: integer('lesson_count').notNull().default(0),
    isFree: boolean('is_free').notNull().default(true),
    pricePaise: integer('price_paise').notNull().default(0),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    language: text('language').notNull(),
    /** The admin's figure, shown only while the lessons' lengths are not all known. */
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * The lessons' lengths added up, in minutes rounded up; null while a lesson's is unknown.
     * Kept with the content (courses/content.ts), so a card never adds them up.
     */
    lessonMinutes: integer('lesson_minutes'),
    thumbnail: text('thumbnail').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Title, description and tags in one text, kept by the service; searched by its index. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The search text as words, stored: the index's matches for a prefix search ("phys:*") are
     * checked again row by row, which reads this instead of re-parsing the text of each.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_status_created_idx').on(t.status, t.createdAt),
    index('courses_status_enrolled_idx').on(t.status, t.enrolledCount),
    // In the order of the list's sorts, tie-break included, so a page stops after its rows
    // (a third of the courses are free: price 0 ties; unrated courses sort last).
    index('courses_status_rating_idx').on(
      t.status,
      t.ratingAvg.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('courses_status_price_idx').on(t.status, t.pricePaise, t.createdAt.desc().nullsFirst()),
    // Read backwards, the one above gives the dearest first but the oldest first among them.
    index('courses_status_price_desc_idx').on(
      t.status,
      t.pricePaise.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('courses_category_idx').using('gin', t.category),
    index('courses_programs_idx').using('gin', t.programs),
    index('courses_classes_idx').using('gin', t.classes),
    index('courses_search_idx').using('gin', t.searchVector),
  ],
);

export type CourseRow = typeof courses.$inferSelect;

export const enrolments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastLessonId: text('last_lesson_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_idx').on(t.userId, t.courseId),
    index('enrollments_user_created_idx').on(t.userId, t.createdAt),
    index('enrollments_course_created_idx').on(t.courseId, t.createdAt),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.lessonId] })],
);

/** One rating (1-5) per enrolled student and course; the course keeps the average and count. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_ratings_course_idx').on(t.courseId),
  ],
);
