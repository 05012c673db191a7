import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A student's parent code (Profile > Parent code): one at a time per student, made anew on
 * demand. A parent who enters it before it expires is linked to the student; it then works for no
 * one else. Kept as it is (not hashed) so the student can read it again: it is short-lived, single
 * use and only links, never signs anyone in.
 */
export const parentCodes = pgTable('parent_codes', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
