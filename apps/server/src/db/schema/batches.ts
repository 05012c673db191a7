import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A batch: a group of students taught together over a term ("Class 10 Science, Mon-Wed-Fri"). */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** A program code (`programs.ts`): a school class, CA or CMA. */
    program: text('program').notNull(),
    subjects: jsonb('subjects').$type<string[]>().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Members past it go on the waiting list. */
    capacity: integer('capacity').notNull(),
    /** Students may join it themselves from their Batches page (past capacity, they wait). */
    enrolmentOpen: boolean('enrolment_open').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batches_name_lower_idx').on(sql`lower(${t.name})`),
    check('batches_dates_order', sql`${t.endDate} >= ${t.startDate}`),
    check('batches_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

export type BatchRow = typeof batches.$inferSelect;

/** The teachers of a batch: a teacher works only within these. */
export const batchTeachers = pgTable(
  'batch_teachers',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.teacherId] }),
    index('batch_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * A student's place in a batch: a member, or waiting for a seat (in order of `joinedAt`) when
 * the batch was full.
 */
export const batchMembers = pgTable(
  'batch_members',
  {
    /** One row a seat: a student who left and came back has two (decision 095). */
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['member', 'waiting'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day (India) of a seat that ended; the row stays for the registers it was on. */
    leftOn: date('left_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('batch_members_current_idx')
      .on(t.batchId, t.studentId)
      .where(sql`${t.leftOn} is null`),
    index('batch_members_student_idx').on(t.studentId),
    index('batch_members_queue_idx').on(t.batchId, t.status, t.joinedAt),
  ],
);

export type BatchMemberRow = typeof batchMembers.$inferSelect;

/**
 * A batch's fee, as a schedule of instalments ("Admission ₹2,000 due 1 June; Term 1 ₹6,000 due
 * 1 July"). Each member owes each instalment until a paid order for it exists (orders.instalment_id).
 */
export const batchInstalments = pgTable(
  'batch_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** What each member pays for it, GST included. */
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batch_instalments_batch_due_idx').on(t.batchId, t.dueDate),
    check('batch_instalments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type BatchInstalmentRow = typeof batchInstalments.$inferSelect;

/** The last reminder of each unpaid instalment to each member: at most one a day. */
export const instalmentReminders = pgTable(
  'instalment_reminders',
  {
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => batchInstalments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instalmentId, t.studentId] })],
);
