import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** The student's state or union territory: CGST+SGST or IGST on a tax invoice. */
    state: text('state'),
    /** The postal address a tax invoice prints under the buyer's name (CGST rule 46). */
    address: text('address'),
    /** pending: signed up, number not yet confirmed with a code (Site Settings > Accounts). */
    status: text('status', { enum: ['active', 'pending', 'suspended', 'deleted'] })
      .notNull()
      .default('active'),
    /** Set for a password someone else chose (a generated one): the next sign-in must replace it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When the owner proved the number with a code; null: never asked or not yet confirmed. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_created_idx').on(t.role, t.createdAt),
    // In the order of the name sort, tie-break included, so a page is read straight off it.
    // Migration 0009 adds INCLUDE (name, phone, role, status), which Drizzle cannot declare, so a
    // broad search's walk reads this index alone (decisions §32).
    index('users_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    // Manage Students searches `%…%` inside names and phone numbers, which only trigram
    // indexes serve (B-trees match from the start). Needs the pg_trgm extension (migration 0007).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * How many users there are of each role and status, kept by triggers on `users` (migration
 * 0007), so a page of Manage Students does not count 100,000 rows to print "Page X of Y".
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: integer('role').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.status] })],
);
