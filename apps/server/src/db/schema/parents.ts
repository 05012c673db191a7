import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A parent follows these children: linked by the admin, or with a code from the child's profile. */
export const parentLinks = pgTable(
  'parent_links',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.studentId] }),
    index('parent_links_student_idx').on(t.studentId),
  ],
);

/** The weekly digests queued, one per parent and week (its Monday): a second run sends nothing. */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.weekStart] })],
);
