import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { users } from './users.ts';

/**
 * A batch's weekly repeating class: every `weekday` (1 Monday … 7 Sunday) at `startTime`
 * (academy time, "HH:MM"). Its occurrences are computed, not stored, until one is changed or
 * attended (`classSessions`).
 */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    subject: text('subject').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    room: text('room'),
    /** Zoom, Google Meet, Jitsi or YouTube Live: the class is online. */
    onlineLink: text('online_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar feed's DTSTAMP for the slot's classes: their last change, not the download. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timetable_slots_batch_idx').on(t.batchId, t.weekday, t.startTime),
    check('timetable_slots_weekday', sql`${t.weekday} between 1 and 7`),
  ],
);

export type TimetableSlotRow = typeof timetableSlots.$inferSelect;

/**
 * One class on one date, stored once something happens to it: a one-off change (cancelled for a
 * holiday, moved), an extra class (no slot), attendance taken, or a recording attached. A slot's
 * occurrence is found by (`slotId`, `originalDate`), the date it would have had.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').references(() => timetableSlots.id, { onDelete: 'set null' }),
    originalDate: date('original_date', { mode: 'string' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    subject: text('subject').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    room: text('room'),
    onlineLink: text('online_link'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Why it changed, shown with it ("Diwali holiday"). */
    note: text('note'),
    /** A YouTube link the teacher attaches after an online class: the batch's Recordings. */
    recordingUrl: text('recording_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_sessions_occurrence_idx').on(t.slotId, t.originalDate),
    index('class_sessions_batch_date_idx').on(t.batchId, t.date),
  ],
);

export type ClassSessionRow = typeof classSessions.$inferSelect;

/** Who came to a class. A member with no row for a marked class was not yet a member. */
export const attendance = pgTable(
  'attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['present', 'absent', 'late'] }).notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('attendance_student_idx').on(t.studentId, t.sessionId),
  ],
);

/**
 * A user's calendar feed address: a random token, so it names nobody and a new one ends the old
 * (a keyed hash of the user's id could never be taken back). Kept as it is, not hashed: the
 * timetable page shows the address again each time, as it shows the user's other data.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
