import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { storedFiles } from './materials.ts';
import { users } from './users.ts';

/**
 * Homework a teacher sets a batch (decisions §122): due at an instant (a time in India), taken
 * late until the cut-off, if any, and refused after it.
 */
export const homework = pgTable(
  'homework',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull(),
    /** The teacher's PDF, if any. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }),
    maxMarks: integer('max_marks').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homework_batch_due_idx').on(t.batchId, t.dueAt),
    check('homework_max_marks_positive', sql`${t.maxMarks} > 0`),
    check('homework_cutoff_after_due', sql`${t.cutoffAt} is null or ${t.cutoffAt} > ${t.dueAt}`),
  ],
);

export type HomeworkRow = typeof homework.$inferSelect;

/**
 * A student's one submission of a homework: photos or a PDF, replaced until the teacher checks
 * it; then marks and a comment, returned.
 */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent after the due time (and before the cut-off). */
    late: boolean('late').notNull(),
    pdfId: uuid('pdf_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    marks: numeric('marks', { precision: 7, scale: 2, mode: 'number' }),
    comment: text('comment'),
    returnedBy: uuid('returned_by').references(() => users.id, { onDelete: 'set null' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('homework_submissions_student_idx').on(t.homeworkId, t.studentId),
    index('homework_submissions_student_time_idx').on(t.studentId, t.submittedAt),
    check('homework_submissions_marks_not_negative', sql`${t.marks} is null or ${t.marks} >= 0`),
  ],
);

export type HomeworkSubmissionRow = typeof homeworkSubmissions.$inferSelect;

/** A submission's photos, re-encoded on upload (files/photos.ts), in the order attached. */
export const homeworkPhotos = pgTable(
  'homework_photos',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('homework_photos_submission_idx').on(t.submissionId, t.position)],
);
