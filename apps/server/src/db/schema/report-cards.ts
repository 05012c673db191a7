import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { users } from './users.ts';

/**
 * A term of the academy, from its first to its last day (India), inclusive. Terms do not
 * overlap: the service checks it under a lock (decisions §125).
 */
export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('terms_starts_idx').on(t.startsOn),
    check('terms_dates_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export type TermRow = typeof terms.$inferSelect;

/** A teacher's remark on a student's term in a batch, printed on the report card. */
export const reportCardRemarks = pgTable(
  'report_card_remarks',
  {
    termId: uuid('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull(),
    writtenBy: uuid('written_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.batchId, t.studentId] }),
    index('report_card_remarks_student_idx').on(t.studentId),
  ],
);
