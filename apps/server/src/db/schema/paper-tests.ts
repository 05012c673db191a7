import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { users } from './users.ts';

const marks = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/**
 * A test a batch sat on paper on `held_on`: its rows are the students seated that day
 * (decisions §86, §95). Published, its results are in paper_test_results.
 */
export const paperTests = pgTable(
  'paper_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Of the ranked students, set at each publishing: a report card's batch average. */
    averagePercent: marks('average_percent'),
    ranked: integer('ranked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paper_tests_batch_held_idx').on(t.batchId, t.heldOn)],
);

export type PaperTestRow = typeof paperTests.$inferSelect;

export const paperTestSubjects = pgTable(
  'paper_test_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => paperTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    maxMarks: integer('max_marks').notNull(),
  },
  (t) => [
    uniqueIndex('paper_test_subjects_position_idx').on(t.testId, t.position),
    check('paper_test_subjects_max_positive', sql`${t.maxMarks} > 0`),
  ],
);

/** One cell of the grid: null marks is absent; no row is not yet entered. */
export const paperTestMarks = pgTable(
  'paper_test_marks',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => paperTests.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => paperTestSubjects.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marks: marks('marks'),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.studentId] }),
    index('paper_test_marks_test_idx').on(t.testId),
    check('paper_test_marks_not_negative', sql`${t.marks} is null or ${t.marks} >= 0`),
  ],
);

/**
 * A student's published result in a test, computed from the marks at each publishing: what the
 * homes, the texts and (later) report cards read, by student and the test's date.
 */
export const paperTestResults = pgTable(
  'paper_test_results',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => paperTests.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: marks('total').notNull(),
    percent: marks('percent').notNull(),
    /** Ties share a rank; null when absent from every subject (decisions §120). */
    rank: integer('rank'),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.studentId] }),
    index('paper_test_results_student_idx').on(t.studentId),
  ],
);
