import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Six-digit codes sent to a phone. Only an HMAC of the code is kept; a code is live until it
 * expires, is used, or is voided (a newer code, or too many wrong tries).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164: the number the code went to (for a change of number, the new one). */
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['reset', 'verify', 'change'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('phone_codes_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt)],
);

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
