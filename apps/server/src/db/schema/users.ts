import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** E.164; null once a student is deleted, which frees the number for a new account. */
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').notNull(),
    school: text('school'),
    class: text('class'),
    stream: text('stream'),
    gender: text('gender'),
    email: text('email'),
    status: text('status', { enum: ['active', 'suspended', 'deleted'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
