import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/** Marks are exact decimals (0.25, 0.3333); drizzle hands them over as numbers. */
const mark = (name: string) => numeric(name, { precision: 8, scale: 4, mode: 'number' });

export const mockTests = pgTable(
  'mock_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    program: text('program').notNull(),
    subject: text('subject').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    instructions: text('instructions').notNull().default(''),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** Null: free for every student; otherwise for the course's students. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mock_tests_status_program_idx').on(t.status, t.program),
    index('mock_tests_course_idx').on(t.courseId),
  ],
);

export const mockSections = pgTable(
  'mock_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    marksPerQuestion: mark('marks_per_question').notNull(),
    negativeMarks: mark('negative_marks').notNull().default(0),
    timeLimitMinutes: integer('time_limit_minutes'),
    position: integer('position').notNull(),
  },
  (t) => [index('mock_sections_test_idx').on(t.testId, t.position)],
);

export const mockQuestions = pgTable(
  'mock_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => mockSections.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    options: text('options').array().notNull(),
    correctOption: smallint('correct_option').notNull(),
    topic: text('topic').notNull(),
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [index('mock_questions_section_idx').on(t.sectionId, t.position)],
);

export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the student's first attempt of the test: ranks are among these. */
    attemptNo: integer('attempt_no').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /** Kept at submission (and re-scored when the answer key changes), for ranks and lists. */
    score: real('score'),
    maxScore: real('max_score').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    unattemptedCount: integer('unattempted_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mock_attempts_user_no_idx').on(t.testId, t.userId, t.attemptNo),
    // At most one running attempt per student and test.
    uniqueIndex('mock_attempts_open_idx')
      .on(t.testId, t.userId)
      .where(sql`${t.submittedAt} is null`),
    index('mock_attempts_test_first_idx').on(t.testId, t.attemptNo, t.score),
    index('mock_attempts_user_idx').on(t.userId, t.startedAt),
  ],
);

export const mockAnswers = pgTable(
  'mock_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => mockAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => mockQuestions.id, { onDelete: 'cascade' }),
    chosenOption: smallint('chosen_option'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('mock_answers_question_idx').on(t.questionId),
  ],
);

export type MockTestRow = typeof mockTests.$inferSelect;
export type MockSectionRow = typeof mockSections.$inferSelect;
export type MockQuestionRow = typeof mockQuestions.$inferSelect;
export type MockAttemptRow = typeof mockAttempts.$inferSelect;
