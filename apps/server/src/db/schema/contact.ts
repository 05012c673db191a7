import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A visitor's enquiry, stored before any notice is sent so nothing is lost. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    query: text('query').notNull(),
    source: text('source', { enum: ['home-modal', 'contact-page'] }).notNull(),
    /** From the visitor's landing address: a campaign's enquiry is its lead's source. */
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);

/**
 * Durable outbox of notices (email, Telegram). Written in the same transaction as what it
 * announces; a worker delivers each row with retries and back-off, each channel on its own.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'telegram', 'sms', 'text'] }).notNull(),
    /** What the notice is about, e.g. 'enquiry' or 'feedback', and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; after a crash it is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
