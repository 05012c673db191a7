import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { courses } from './courses.ts';
import { storedFiles } from './materials.ts';
import { mockQuestions } from './mock-tests.ts';
import { users } from './users.ts';

/**
 * A student's question between classes, tied to a batch (its teachers answer), a course's lesson
 * or a mock test's question (decisions §116). Its text and photos are its posts.
 */
export const doubts = pgTable(
  'doubts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: no batch named, an admin's to answer. A deleted batch leaves its doubts to them. */
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    subject: text('subject'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    lessonId: text('lesson_id'),
    questionId: uuid('question_id').references(() => mockQuestions.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'answered', 'solved'] })
      .notNull()
      .default('open'),
    /** The student may reply once to an answer. */
    replied: boolean('replied').notNull().default(false),
    /** The first answer, for the admin's response times. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    firstAnsweredBy: uuid('first_answered_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue: open first, oldest first, within a batch.
    index('doubts_batch_status_created_idx').on(t.batchId, t.status, t.createdAt),
    index('doubts_student_created_idx').on(t.studentId, t.createdAt),
    index('doubts_lesson_idx')
      .on(t.courseId, t.lessonId)
      .where(sql`${t.status} = 'solved'`),
    index('doubts_question_idx')
      .on(t.questionId)
      .where(sql`${t.status} = 'solved'`),
    index('doubts_first_answered_idx').on(t.firstAnsweredBy, t.firstAnsweredAt),
  ],
);

export type DoubtRow = typeof doubts.$inferSelect;

/** The question, each answer and the student's one reply, in order. */
export const doubtPosts = pgTable(
  'doubt_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doubtId: uuid('doubt_id')
      .notNull()
      .references(() => doubts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'answer', 'reply'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doubt_posts_doubt_idx').on(t.doubtId, t.createdAt)],
);

/** A post's photos, re-encoded on upload (files/photos.ts), in the order they were attached. */
export const doubtPhotos = pgTable(
  'doubt_photos',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => doubtPosts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('doubt_photos_post_idx').on(t.postId, t.position)],
);
