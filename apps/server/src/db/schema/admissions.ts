import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEAD_SOURCES, LEAD_STAGES } from '@academy/contract/admissions';
import { enquiries } from './contact.ts';
import { classSessions } from './timetable.ts';
import { users } from './users.ts';

/**
 * Someone who may join the academy (issue 52), one per phone number: every enquiry, walk-in,
 * call or imported row with the same number joins the same lead (decisions §128).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** E.164 when the number is a valid Indian one, else as typed; null from a modal without one. */
    phone: text('phone'),
    /** A program's slug: the class or course the student is interested in. */
    program: text('program'),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    /** utm_source and utm_campaign of the landing address a campaign's visitor came by. */
    utmSource: text('utm_source'),
    campaign: text('campaign'),
    stage: text('stage', { enum: LEAD_STAGES }).notNull().default('new'),
    lostReason: text('lost_reason'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nextFollowUp: date('next_follow_up', { mode: 'string' }),
    /** The account the lead became when admitted. */
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_phone_idx').on(t.phone),
    index('leads_stage_follow_up_idx').on(t.stage, t.nextFollowUp),
    index('leads_created_idx').on(t.createdAt),
    check('leads_lost_reason', sql`(${t.stage} = 'lost') = (${t.lostReason} is not null)`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/** A lead's timeline: enquiries, notes, calls and stage changes, oldest first. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['enquiry', 'note', 'call', 'stage'] }).notNull(),
    text: text('text'),
    stage: text('stage', { enum: LEAD_STAGES }),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    /** Null for a visitor's enquiry. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The clock's time, not the transaction's: a call and the stage it moves keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

/** Teachers an admin has named counsellors: they see and work the leads as admins do. */
export const counsellors = pgTable('counsellors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead booked into a batch's class to try it: its register shows them apart from the batch's
 * students, and marking them present moves the lead to demo attended. Booking stores the class
 * (`classSessions`), so the booking keeps to it when it is moved.
 */
export const leadDemos = pgTable(
  'lead_demos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    attended: boolean('attended').notNull().default(false),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_demos_lead_session_idx').on(t.leadId, t.sessionId),
    index('lead_demos_session_idx').on(t.sessionId),
  ],
);
